/**
 * `npm start`: builds the web (unless it was built from the same sources already), starts idp,
 * mock-api and gateway on this machine with working defaults, prints where to go and who to
 * sign in as; Ctrl-C stops all three. What is changed in the app is kept in
 * `.data/mock-api.sqlite`; `npm start -- --reset` starts over from the generated demo data.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  PORT_VARIABLES,
  ROOT,
  launchStack,
  portIsFree,
  type ServiceName,
  type StackPorts,
  type StackSecrets,
} from './stack.ts';

// Local state (secrets, the IdP's keys and sessions); git-ignored. Tests point it elsewhere.
const DATA_DIR = process.env.BACKOFFICE_DATA_DIR ?? path.join(ROOT, '.data');

// The mock API's changes (cases created, records edited): its SQLite data file, WAL beside it.
const API_DATA_FILE = process.env.MOCK_API_DATA_FILE ?? path.join(DATA_DIR, 'mock-api.sqlite');
const RESET_FLAG = '--reset';

/** `--reset`: forget every change, so the app starts from the generated demo data again. */
function resetApiData(): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${API_DATA_FILE}${suffix}`, { force: true });
  // The 13-F warehouse beside it (mock-api's warehouseFileBeside), its WAL and its spill folder.
  const { dir, name } = path.parse(API_DATA_FILE);
  const warehouse = path.join(dir, `${name}.13f.duckdb`);
  for (const suffix of ['', '.wal', '.tmp'])
    rmSync(`${warehouse}${suffix}`, { force: true, recursive: true });
  process.stdout.write(`Starting over: removed ${API_DATA_FILE} and ${warehouse}\n`);
}

function portFrom(variable: string, fallback: number): number {
  const raw = process.env[variable];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number from 1 to 65535, got '${raw}'`);
  }
  return port;
}

/** The saved secrets, or undefined when the file is not what localSecrets() wrote. */
function readSecrets(file: string): StackSecrets | undefined {
  let saved: unknown;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  const { clientSecret, sessionSecret } = (saved ?? {}) as Partial<Record<string, unknown>>;
  const usable = (value: unknown): value is string =>
    typeof value === 'string' && value.length >= 32;
  return usable(clientSecret) && usable(sessionSecret)
    ? { clientSecret, sessionSecret }
    : undefined;
}

/** Local secrets are generated once and kept (git-ignored), so sessions survive a restart. */
function localSecrets(): StackSecrets {
  const file = path.join(DATA_DIR, 'local-secrets.json');
  if (existsSync(file)) {
    const saved = readSecrets(file);
    if (saved) return saved;
    throw new Error(`${file} is damaged; delete it and start again (new secrets are generated)`);
  }
  mkdirSync(DATA_DIR, { recursive: true });
  const secrets = {
    clientSecret: randomBytes(32).toString('base64url'),
    sessionSecret: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

async function checkPorts(ports: StackPorts): Promise<void> {
  const byService: [ServiceName, number][] = [
    ['idp', ports.idp],
    ['mock-api', ports.api],
    ['gateway', ports.gateway],
  ];
  for (const [service, port] of byService) {
    if (!(await portIsFree(port))) {
      throw new Error(
        `port ${port} (${service}) is already in use; set ${PORT_VARIABLES[service]} to a free port`,
      );
    }
  }
}

const DEMO_USERS = [
  ['admin', 'admin', 'Ada Admin, administrator'],
  ['staff', 'staff', 'Sam Staff'],
  ['viewer', 'viewer', 'Val Viewer, read-only, two clients'],
];

async function main(): Promise<void> {
  const ports: StackPorts = {
    idp: portFrom(PORT_VARIABLES.idp, 3001),
    api: portFrom(PORT_VARIABLES['mock-api'], 3002),
    gateway: portFrom(PORT_VARIABLES.gateway, 3000),
  };
  const args = process.argv.slice(2);
  const unknown = args.find((arg) => arg !== RESET_FLAG);
  if (unknown !== undefined) throw new Error(`unknown option '${unknown}' (known: ${RESET_FLAG})`);
  await checkPorts(ports);
  const secrets = localSecrets();
  if (args.includes(RESET_FLAG)) resetApiData();
  process.stdout.write('Building the web app…\n');
  // Only when something it is built from changed since the last build (web/build.ts).
  execFileSync(process.execPath, [path.join(ROOT, 'web', 'build.ts'), '--if-changed'], {
    cwd: path.join(ROOT, 'web'),
    stdio: 'inherit',
  });

  const stack = await launchStack({
    ports,
    secrets,
    idpDataDir: path.join(DATA_DIR, 'idp'),
    extraEnv: { 'mock-api': { MOCK_API_DATA_FILE: API_DATA_FILE } },
    onOutput: (service, line) => process.stdout.write(`${service.padEnd(8)} | ${line}\n`),
  });
  const users = DEMO_USERS.map(([u, p, who]) => `    ${u} / ${p}   (${who})`).join('\n');
  process.stdout.write(
    `\nBack Office is running: open ${stack.urls.gateway}\n  Demo accounts (username / password):\n${users}\n` +
      `  Identity provider ${stack.urls.idp}, mock API ${stack.urls.api}.\n` +
      `  Changes are kept in ${API_DATA_FILE}; \`npm start -- ${RESET_FLAG}\` starts over from the demo data.\n` +
      `  Press Ctrl-C to stop.\n\n`,
  );

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write('\nStopping…\n');
    void stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('SIGHUP', stop);
  // `kill <npm pid>` ends npm's `sh -c` but not us: npm forwards the signal to the shell
  // only. Once our parent is gone we would hold the three ports with nobody to press Ctrl-C.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 1_000).unref();
  void stack.exited.then(({ service, code }) => {
    process.stderr.write(
      `\n${service} stopped unexpectedly (exit code ${code}); stopping the others.\n`,
    );
    stopping = true;
    void stack.stop().then(() => process.exit(1));
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`npm start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
