/**
 * Starts the real servers for cross-component tests: idp, mock-api and gateway as child
 * processes on free ports, with fresh secrets and a throw-away IdP data folder. It launches them
 * by path (scripts/stack.ts), importing none of them, so any workspace's tests may use it.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ROOT,
  freePort,
  launchStack,
  stackEnv,
  type RunningStack,
  type ServiceName,
  type StackOptions,
  type StackPorts,
} from '../../../scripts/stack.ts';

export interface TestStack extends RunningStack {
  ports: StackPorts;
  secrets: StackOptions['secrets'];
  /** Extra gateway ports registered at the IdP, see TestStackOptions. */
  spareGatewayPorts: number[];
  /** The wired environment of each service (e.g. to run the gateway in-process in a test). */
  env: ReturnType<typeof stackEnv>;
  /** Everything the services printed, for a failing test's message. */
  output(): string;
}

export interface TestStackOptions {
  services?: readonly ServiceName[];
  extraEnv?: StackOptions['extraEnv'];
  /** Print service output as it comes (for debugging a test). */
  echo?: boolean;
  /** Also append each output line to this file (for test processes other than this one). */
  logFile?: string;
  /** Fixed ports, e.g. to start a service where another stack expects it. */
  ports?: Partial<StackPorts>;
  /** Extra gateway ports the IdP accepts sign-ins for (tests that run several gateways). */
  spareGatewayPorts?: number;
  /** The secrets of another stack, to start services that must work with it. */
  secrets?: StackOptions['secrets'];
}

/** Small data sets keep the tests fast; the bench measures the default sizes. */
const TEST_ENV: NonNullable<StackOptions['extraEnv']> = {
  // A test's stack lives seconds: the derived analyses are worked out only if a call needs them.
  // Its 13-F imports are a few lines: a second DuckDB thread would only wait, costing CPU.
  'mock-api': {
    MOCK_API_TRADES: '5000',
    MOCK_API_WARM_DERIVED: 'off',
    MOCK_API_13F_THREADS: '1',
    LOG_LEVEL: 'warn',
  },
  idp: { LOG_LEVEL: 'warn' },
  gateway: { LOG_LEVEL: 'warn' },
};

export function requireBuiltWeb(): void {
  const index = path.join(ROOT, 'web', 'dist', 'index.html');
  if (!existsSync(index)) {
    throw new Error(`The web app is not built (${index} is missing): run npm run build first`);
  }
}

/** A service that found its port taken says so (run-server.ts): the stack is started again. */
const PORT_TAKEN = /port \d+ is already in use/;

/**
 * Starts the stack on free ports. A port found free can still be taken before its server binds
 * it (another file's server): then the stack starts again on other ports, up to three times.
 */
export async function startStack(options: TestStackOptions = {}): Promise<TestStack> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startStackOnce(options);
    } catch (err) {
      const retry = attempt < 3 && !options.ports && PORT_TAKEN.test(String(err));
      if (!retry) throw err;
    }
  }
}

async function startStackOnce(options: TestStackOptions): Promise<TestStack> {
  const services = options.services ?? ['idp', 'mock-api', 'gateway'];
  if (services.includes('gateway')) requireBuiltWeb();
  const ports = {
    idp: options.ports?.idp ?? (await freePort()),
    api: options.ports?.api ?? (await freePort()),
    gateway: options.ports?.gateway ?? (await freePort()),
  };
  const secrets = options.secrets ?? {
    clientSecret: randomBytes(32).toString('base64url'),
    sessionSecret: randomBytes(32).toString('base64url'),
  };
  const spareGatewayPorts: number[] = [];
  for (let i = 0; i < (options.spareGatewayPorts ?? 0); i += 1)
    spareGatewayPorts.push(await freePort());
  const gatewayUrls = [ports.gateway, ...spareGatewayPorts].map((p) => `http://localhost:${p}`);
  const idpDataDir = mkdtempSync(path.join(tmpdir(), 'bo-idp-'));
  const lines: string[] = [];
  const merged: NonNullable<StackOptions['extraEnv']> = {};
  // One directory of users per stack, which its IdP and its API share (and no other stack sees).
  const directory = { DIRECTORY_FILE: path.join(idpDataDir, 'directory.sqlite') };
  for (const service of ['idp', 'mock-api', 'gateway'] as const) {
    const shared = service === 'gateway' ? {} : directory;
    merged[service] = { ...TEST_ENV[service], ...shared, ...options.extraEnv?.[service] };
  }
  if (spareGatewayPorts.length > 0) {
    merged.idp = {
      IDP_REDIRECT_URIS: gatewayUrls.map((url) => `${url}/implicit`).join(','),
      IDP_POST_LOGOUT_REDIRECT_URIS: gatewayUrls.map((url) => `${url}/login`).join(','),
      ...merged.idp,
    };
  }
  const stackOptions: StackOptions = {
    ports,
    secrets,
    idpDataDir,
    extraEnv: merged,
    onOutput: (service, line) => {
      lines.push(`${service} | ${line}`);
      if (options.echo) process.stdout.write(`${service} | ${line}\n`);
      if (options.logFile) appendFileSync(options.logFile, `${service} | ${line}\n`);
    },
  };
  const stack = await launchStack(stackOptions, services).catch((err: unknown) => {
    rmSync(idpDataDir, { recursive: true, force: true });
    throw new Error(`${String(err)}\n--- service output ---\n${lines.join('\n')}`);
  });
  return {
    ...stack,
    ports,
    secrets,
    spareGatewayPorts,
    env: stackEnv(stackOptions),
    output: () => lines.join('\n'),
    stop: async () => {
      await stack.stop();
      rmSync(idpDataDir, { recursive: true, force: true });
    },
  };
}
