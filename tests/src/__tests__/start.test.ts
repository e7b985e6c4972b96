import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@backoffice/core';
import { HttpClient, signInThroughGateway } from '@backoffice/core/testing';
import { ROOT, freePort, portIsFree } from '../../../scripts/stack.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bo-start-'));

/** The environment `npm start` runs in here, with the test's own ports and settings on top. */
const startEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  BACKOFFICE_DATA_DIR: dataDir,
  MOCK_API_TRADES: '5000',
  // Each start lives seconds: working out the derived analyses ahead (3 CPU-s) is for a day's use.
  MOCK_API_WARM_DERIVED: 'off',
  // Its builds go to a folder of its own: web/dist is served by the files running beside it.
  WEB_DIST_DIR: path.join(dataDir, 'web-dist'),
  ...env,
});

/** `detached`: in a process group of its own, so that a test can clean up whatever is left. */
function npmStart(
  env: Record<string, string>,
  detached = false,
  args: string[] = [],
): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.ts'), ...args], {
    cwd: ROOT,
    env: startEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitFor(condition: () => boolean, what: string, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Resolves to whether each port is free again; the servers drain for a while first. */
async function portsComeFree(ports: Record<string, number>): Promise<boolean[]> {
  const deadline = Date.now() + 20_000;
  let free = [false];
  while (Date.now() < deadline) {
    free = await Promise.all(Object.values(ports).map(portIsFree));
    if (free.every(Boolean)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return free;
}

/** Ends what is left of a process group: nothing, when the test went well. */
function killGroup(pid: number | undefined): void {
  try {
    if (pid !== undefined) process.kill(-pid, 'SIGKILL');
  } catch {
    // nothing left in the group: the expected outcome
  }
}

async function threePorts(): Promise<Record<string, number>> {
  return {
    GATEWAY_PORT: await freePort(),
    IDP_PORT: await freePort(),
    MOCK_API_PORT: await freePort(),
  };
}

const asEnv = (ports: Record<string, number>) =>
  Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)]));

/**
 * Runs `npm start` (with `args`) until its banner, hands its gateway and what it printed to
 * `use`, then Ctrl-C.
 */
async function whileStarted<T>(
  env: Record<string, string>,
  args: string[],
  use: (gateway: string, printed: string) => Promise<T>,
): Promise<T> {
  const { child, output } = npmStart(env, false, args);
  const exited = once(child, 'exit');
  try {
    // A start may build the web app first: well over a minute on a loaded machine.
    await waitFor(() => output().includes('Press Ctrl-C to stop'), 'the start banner', 240_000);
    return await use(`http://localhost:${env.GATEWAY_PORT ?? ''}`, output());
  } finally {
    child.kill('SIGINT');
    await exited;
  }
}

/** A signed-in staff member's calls to the API through the gateway. */
async function staffApi(gateway: string) {
  const client = new HttpClient();
  await signInThroughGateway(client, gateway, 'staff', 'staff');
  const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: gateway };
  return {
    createCase: async (caption: string): Promise<string> => {
      const response = await client.request(`${gateway}/api/v1/cases`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          caption,
          court: 'D. Mass.',
          securityIds: ['SE-0003'],
          classPeriodStart: '2024-02-01',
          classPeriodEnd: '2024-08-30',
        }),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    },
    caseStatus: async (id: string): Promise<number> =>
      (await client.request(`${gateway}/api/v1/cases/${id}`, { headers })).status,
  };
}

describe('npm start', () => {
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should start all three services, say where to go and who to be, and stop them on Ctrl-C', async () => {
    const ports = await threePorts();
    const env = asEnv(ports);
    const { child, output } = npmStart(env);
    try {
      await waitFor(() => output().includes('Press Ctrl-C to stop'), 'the start banner');
      expect(output()).toContain(
        `Back Office is running: open http://localhost:${ports.GATEWAY_PORT}`,
      );
      for (const account of ['admin / admin', 'staff / staff', 'viewer / viewer']) {
        expect(output()).toContain(account);
      }
      for (const port of Object.values(ports)) {
        expect((await fetch(`http://localhost:${port}/healthz`)).status).toBe(200);
      }
      const page = await fetch(`http://localhost:${ports.GATEWAY_PORT}/login`);
      expect(page.status).toBe(200);
    } finally {
      child.kill('SIGINT');
    }
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    for (const port of Object.values(ports)) {
      await expect(fetch(`http://localhost:${port}/healthz`)).rejects.toThrow();
    }
  });

  it('should keep a case created through the app across a restart, give the next case a new id, build the web app only once, and start over with --reset', async () => {
    const keptDir = mkdtempSync(path.join(tmpdir(), 'bo-start-kept-'));
    try {
      const env = { BACKOFFICE_DATA_DIR: keptDir, ...asEnv(await threePorts()) };
      const firstId = await whileStarted(env, [], async (gateway) =>
        (await staffApi(gateway)).createCase('In re Kept Corp. Securities Litigation'),
      );
      const secondId = await whileStarted(env, [], async (gateway, printed) => {
        expect(printed).toContain('is up to date: nothing it is built from changed');
        expect(printed).not.toContain('Done in');
        const api = await staffApi(gateway);
        expect(await api.caseStatus(firstId)).toBe(200);
        return api.createCase('In re Second Corp. Securities Litigation');
      });
      expect(secondId > firstId).toBe(true);
      await whileStarted(env, ['--reset'], async (gateway) => {
        const api = await staffApi(gateway);
        expect(await api.caseStatus(firstId)).toBe(404);
        expect(await api.caseStatus(secondId)).toBe(404);
      });
    } finally {
      rmSync(keptDir, { recursive: true, force: true });
    }
  }, 900_000);

  it('should refuse an option it does not know, naming it', async () => {
    const { child, output } = npmStart(asEnv(await threePorts()), false, ['--rest']);
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(output()).toContain("unknown option '--rest' (known: --reset)");
  });

  it.each([
    ['idp', 'IDP_PORT'],
    ['mock-api', 'MOCK_API_PORT'],
    ['gateway', 'GATEWAY_PORT'],
  ])('should name %s and %s when its port is taken', async (service, variable) => {
    const blocker = createServer();
    blocker.listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    const address = blocker.address();
    const taken = typeof address === 'object' && address ? address.port : 0;
    try {
      const env = { ...asEnv(await threePorts()), [variable]: String(taken) };
      const { child, output } = npmStart(env);
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(1);
      expect(output()).toContain(
        `port ${taken} (${service}) is already in use; set ${variable} to a free port`,
      );
    } finally {
      blocker.close();
    }
  });

  it('should say which local secrets file is damaged instead of starting with it', async () => {
    const damagedDir = mkdtempSync(path.join(tmpdir(), 'bo-start-damaged-'));
    try {
      const file = path.join(damagedDir, 'local-secrets.json');
      writeFileSync(file, '{"clientSecret": "short"');
      const { child, output } = npmStart({
        BACKOFFICE_DATA_DIR: damagedDir,
        ...asEnv(await threePorts()),
      });
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(1);
      expect(output()).toContain(`${file} is damaged; delete it and start again`);
    } finally {
      rmSync(damagedDir, { recursive: true, force: true });
    }
  });

  it('should stop all three when the npm shell above it is killed', async () => {
    const ports = await threePorts();
    const env = asEnv(ports);
    // What npm runs: `sh -c`. `kill <npm pid>` reaches that shell, not start.ts under it.
    // Its own process group, so that whatever is left can be cleaned up at the end.
    const shell = spawn('sh', ['-c', `"${process.execPath}" scripts/start.ts`], {
      cwd: ROOT,
      env: startEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    shell.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    shell.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const shellExited = once(shell, 'exit');
    try {
      await waitFor(() => output.includes('Press Ctrl-C to stop'), 'the start banner');
    } finally {
      shell.kill('SIGTERM');
    }
    await shellExited;
    try {
      // The three servers drain and exit: their ports come free again.
      expect(await portsComeFree(ports), output).toEqual([true, true, true]);
    } finally {
      killGroup(shell.pid);
    }
  });

  it('should stop all three when start.ts itself is killed outright', async () => {
    const ports = await threePorts();
    const { child, output } = npmStart(asEnv(ports), true);
    const exited = once(child, 'exit');
    try {
      await waitFor(() => output().includes('Press Ctrl-C to stop'), 'the start banner');
    } finally {
      // No handler runs for SIGKILL: the servers must notice by themselves that it is gone.
      child.kill('SIGKILL');
    }
    await exited;
    try {
      expect(await portsComeFree(ports), output()).toEqual([true, true, true]);
    } finally {
      killGroup(child.pid);
    }
  });
});
