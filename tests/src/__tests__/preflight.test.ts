import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/stack.ts';

const PREFLIGHT = path.join(ROOT, 'scripts', 'preflight.ts');
const NODE_DIR = path.dirname(process.execPath);
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A folder of stand-in programs: each a shell script that runs `body`. */
function binDir(programs: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bo-preflight-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(programs)) {
    writeFileSync(path.join(dir, name), `#!/bin/sh\n${body}\n`);
    chmodSync(path.join(dir, name), 0o755);
  }
  return dir;
}

/** Runs the preflight with only these folders (and node's) on PATH; a hang fails the test. */
function preflight(...pathDirs: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: [...pathDirs, NODE_DIR].join(path.delimiter),
  };
  delete env.CHROMIUM_PATH;
  return spawnSync(process.execPath, [PREFLIGHT], { env, encoding: 'utf8', timeout: 10_000 });
}

const TOOLS = { chromium: 'exit 0', 'redis-server': 'exit 0', 'docker-compose': 'exit 0' };

describe('npm test’s preflight', () => {
  it('should stop at once on a machine without the tools, naming the one command to run', () => {
    // No apt-get on PATH: even as root, nothing can be installed.
    const result = preflight();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('sudo apt-get install -y chromium redis-server docker-compose');
  });

  it('should name only what is missing', () => {
    const result = preflight(binDir({ chromium: 'exit 0', 'docker-compose': 'exit 0' }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('sudo apt-get install -y redis-server\n');
  });

  it('should take `docker compose` (v2) for docker-compose', () => {
    const result = preflight(
      binDir({ chromium: 'exit 0', 'redis-server': 'exit 0', docker: '[ "$1" = compose ]' }),
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('should pass quietly when everything is there', () => {
    const result = preflight(binDir(TOOLS));
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  // Installing needs root, as CI and a fresh container run it.
  it.runIf(process.getuid?.() === 0)('should install what is missing with apt-get as root', () => {
    const log = path.join(binDir({}), 'apt-get.log');
    // A stand-in apt-get that records its calls and "installs" by making the programs.
    const tools = binDir({});
    const apt = binDir({
      'apt-get': [
        `echo "$*" >> ${log}`,
        `if [ "$1" = install ]; then for p in chromium redis-server docker-compose; do`,
        `  printf '#!/bin/sh\\n' > ${tools}/$p; /bin/chmod +x ${tools}/$p; done; fi`,
      ].join('\n'),
    });
    const result = preflight(apt, tools);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('installing chromium, redis-server, docker-compose');
    expect(readFileSync(log, 'utf8').split('\n')).toEqual([
      'update -qq',
      'install -y -qq --no-install-recommends chromium redis-server docker-compose',
      '',
    ]);
  });
});
