/**
 * Starts the three servers (idp, mock-api, gateway) as child processes wired to each other.
 * `npm start` and the test harness both use it, so the wiring lives in one place.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Node's on-disk cache of compiled modules (type-stripped TypeScript included), for the services
 * started here and for every process of a test run (scripts/test.ts): a start reads hundreds of
 * modules, and compiling them again was a sixth of each start's CPU (a test run starts the mock
 * API some forty times). Keyed by each file's content, so an edit is never served stale.
 */
export const COMPILE_CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'node-compile');
const HOST = '127.0.0.1';

export type ServiceName = 'idp' | 'mock-api' | 'gateway';

export interface StackPorts {
  idp: number;
  api: number;
  gateway: number;
}

export interface StackSecrets {
  clientSecret: string;
  sessionSecret: string;
}

export interface StackOptions {
  ports: StackPorts;
  secrets: StackSecrets;
  /** Where the IdP keeps its keys. */
  idpDataDir: string;
  /** Extra variables per service, on top of the wiring (e.g. a smaller data set in tests). */
  extraEnv?: Partial<Record<ServiceName, Record<string, string>>>;
  /** Receives each output line of each service. */
  onOutput: (service: ServiceName, line: string) => void;
}

export interface RunningStack {
  urls: { gateway: string; idp: string; api: string };
  stop: () => Promise<void>;
  /** Sends a signal to one service, e.g. SIGTERM to see it drain and exit. */
  signal: (service: ServiceName, signal: NodeJS.Signals) => void;
  /** The process id of each started service (e.g. for another process to signal it). */
  pids: Partial<Record<ServiceName, number>>;
  /** Resolves when a service exits by itself (not through stop()). */
  exited: Promise<{ service: ServiceName; code: number | null }>;
}

export const PORT_VARIABLES: Record<ServiceName, string> = {
  idp: 'IDP_PORT',
  'mock-api': 'MOCK_API_PORT',
  gateway: 'GATEWAY_PORT',
};

export function stackUrls(ports: StackPorts): RunningStack['urls'] {
  return {
    gateway: `http://localhost:${ports.gateway}`,
    idp: `http://localhost:${ports.idp}`,
    api: `http://localhost:${ports.api}`,
  };
}

/** The environment of each service, so that they find each other. */
export function stackEnv(options: StackOptions): Record<ServiceName, Record<string, string>> {
  const urls = stackUrls(options.ports);
  return {
    idp: {
      IDP_PORT: String(options.ports.idp),
      IDP_HOST: HOST,
      IDP_ISSUER: urls.idp,
      IDP_CLIENT_SECRET: options.secrets.clientSecret,
      IDP_REDIRECT_URIS: `${urls.gateway}/implicit`,
      IDP_POST_LOGOUT_REDIRECT_URIS: `${urls.gateway}/login`,
      IDP_DATA_DIR: options.idpDataDir,
      ...options.extraEnv?.idp,
    },
    'mock-api': {
      MOCK_API_PORT: String(options.ports.api),
      MOCK_API_HOST: HOST,
      MOCK_API_ISSUER: urls.idp,
      ...options.extraEnv?.['mock-api'],
    },
    gateway: {
      GATEWAY_PORT: String(options.ports.gateway),
      GATEWAY_HOST: HOST,
      BASE_URL: urls.gateway,
      OIDC_ISSUER_URL: urls.idp,
      OIDC_CLIENT_SECRET: options.secrets.clientSecret,
      SESSION_SECRET: options.secrets.sessionSecret,
      BACKEND_URL: urls.api,
      ...options.extraEnv?.gateway,
    },
  };
}

/** Resolves to true when nothing listens on the port yet. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, HOST, () =>
      server.close(() => {
        resolve(true);
      }),
    );
  });
}

/**
 * Ports handed out for servers, below the kernel's ephemeral range (32768 up on Linux): a port
 * the kernel chose (`listen(0)`) is one it also gives to outgoing connections, and on a machine
 * busy with tests one of them took such a port before the server it was meant for bound it.
 */
const SERVER_PORTS = { from: 20_000, count: 12_000 };

/** A port nothing listens on now, picked at random so that files running side by side differ. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 100; tries += 1) {
    const port = SERVER_PORTS.from + Math.floor(Math.random() * SERVER_PORTS.count);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port from ${String(SERVER_PORTS.from)} after 100 tries`);
}

function pipeLines(child: ChildProcess, service: ServiceName, onOutput: StackOptions['onOutput']) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onOutput(service, line);
    });
  }
}

/** Whether the child has said it listens (runServer tells its launcher over IPC). */
function listeningOf(child: ChildProcess): () => boolean {
  let listening = false;
  child.on('message', (message: unknown) => {
    if (typeof message === 'object' && message !== null && 'listening' in message) listening = true;
  });
  return () => listening;
}

async function waitUntilHealthy(
  url: string,
  child: ChildProcess,
  service: ServiceName,
  listening: () => boolean,
): Promise<void> {
  // STACK_READY_MS: longer for large data sets on a busy machine (the bench's 1,000,000 trades).
  const waitMs = Number(process.env.STACK_READY_MS ?? 60_000);
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${service} exited with code ${child.exitCode} before it was ready`);
    }
    // Until then whatever answers on the port is someone else (the port was taken meanwhile).
    if (!listening()) {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${service} was not ready at ${url}/healthz within ${String(waitMs / 1000)} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the given services (all three by default): idp and mock-api first, then the gateway. */
export async function launchStack(
  options: StackOptions,
  services: readonly ServiceName[] = ['idp', 'mock-api', 'gateway'],
): Promise<RunningStack> {
  const env = stackEnv(options);
  const urls = stackUrls(options.ports);
  const children = new Map<ServiceName, ChildProcess>();
  const listening = new Map<ServiceName, () => boolean>();
  let stopping = false;
  let reportExit: (exit: { service: ServiceName; code: number | null }) => void = () => undefined;
  const exited = new Promise<{ service: ServiceName; code: number | null }>((resolve) => {
    reportExit = resolve;
  });
  const start = (service: ServiceName) => {
    // process.execPath: the Node 24 that runs us, never an npm wrapper (its child could orphan).
    const child = spawn(process.execPath, [path.join(ROOT, service, 'src', 'main.ts')], {
      cwd: ROOT,
      env: {
        NODE_COMPILE_CACHE: COMPILE_CACHE_DIR,
        ...process.env,
        NODE_ENV: process.env.NODE_ENV ?? 'development',
        ...env[service],
      },
      // The IPC channel closes when this process ends, however it ends: the server then stops
      // too (see runServer) instead of holding its port as an orphan.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    pipeLines(child, service, options.onOutput);
    listening.set(service, listeningOf(child));
    child.once('exit', (code) => {
      if (!stopping) reportExit({ service, code });
    });
    children.set(service, child);
    return child;
  };
  const stop = async () => {
    stopping = true;
    await Promise.all([...children.values()].map(stopChild));
  };
  const urlOf: Record<ServiceName, string> = {
    idp: urls.idp,
    'mock-api': urls.api,
    gateway: urls.gateway,
  };
  const startAndWait = (list: ServiceName[]) =>
    Promise.all(
      list.map((service) => {
        const child = start(service);
        return waitUntilHealthy(urlOf[service], child, service, listening.get(service)!);
      }),
    );
  try {
    await startAndWait(services.filter((s) => s !== 'gateway'));
    if (services.includes('gateway')) await startAndWait(['gateway']);
  } catch (err) {
    await stop();
    throw err;
  }
  const signal = (service: ServiceName, name: NodeJS.Signals) => {
    children.get(service)?.kill(name);
  };
  const pids: RunningStack['pids'] = {};
  for (const [service, child] of children) pids[service] = child.pid;
  return { urls, stop, signal, pids, exited };
}
