/**
 * A container engine for the container tests where no Docker runs: Debian's podman (runc as
 * its runtime) serving the Docker API on a socket of its own, which docker-compose and
 * testcontainers use through DOCKER_HOST. No registry can be pulled from here, so the images'
 * base (the Dockerfiles' NODE_IMAGE) is built on this machine, once per Node version: Debian
 * from its mirror (debootstrap) plus the Node binary of the root devDependency `node`.
 * Where a Docker engine is already given (DOCKER_HOST), that one is used as it is.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { aptInstall, onPath } from './apt.ts';
import { ROOT } from './stack.ts';

export type ContainerEngine =
  | { available: true; env: Record<string, string>; stop: () => void }
  | { available: false; reason: string };

const STATE_DIR = path.join(ROOT, '.data', 'container-engine');
const SOCKET = path.join(STATE_DIR, 'podman.sock');
const PODMAN_HELPERS = ['/usr/lib/podman/netavark', '/usr/lib/podman/aardvark-dns'];
const PACKAGES = ['podman', 'runc', 'debootstrap', 'netavark', 'aardvark-dns', 'iptables'];
/** The machine's trusted certificate authorities, which the base image trusts too. */
const HOST_CERTIFICATES = '/etc/ssl/certs/ca-certificates.crt';
const SERVICE_START_MS = 60_000;
const HEALTH_CHECK_INTERVAL_MS = 2_000;
/** A healthy container is checked every this many intervals (30 s). */
const HEALTHY_CHECK_EVERY = 15;
const UNHEALTHY_STATES = ['health=starting', 'health=unhealthy'];
const HEALTH_STATES = [...UNHEALTHY_STATES, 'health=healthy'];

// Found by trying on this kind of machine: crun refuses its mixed cgroup (v1 + v2) layout,
// systemd is not running, and raising the default ulimits is refused.
const CONTAINERS_CONF = `[containers]
default_ulimits = []

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"

[network]
network_backend = "netavark"
`;

function say(line: string): void {
  process.stdout.write(`container engine: ${line}\n`);
}

function podmanEnv(): NodeJS.ProcessEnv {
  return { ...process.env, CONTAINERS_CONF: path.join(STATE_DIR, 'containers.conf') };
}

function run(command: string, args: string[], env = podmanEnv()) {
  return spawnSync(command, args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function ensurePackages(): string | null {
  const present = () =>
    ['podman', 'runc', 'debootstrap'].every(onPath) && PODMAN_HELPERS.every(existsSync);
  if (present()) return null;
  aptInstall(PACKAGES, 'container engine');
  return present()
    ? null
    : `podman, runc or debootstrap missing (apt-get install ${PACKAGES.join(' ')})`;
}

/** The base image the Dockerfiles name (ARG NODE_IMAGE), e.g. node:24.21.0-trixie-slim. */
export function baseImageName(): string {
  const dockerfile = readFileSync(path.join(ROOT, 'gateway', 'Dockerfile'), 'utf8');
  const name = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1];
  if (!name) throw new Error('gateway/Dockerfile names no NODE_IMAGE');
  return name;
}

/** What the base image is built with besides its name: the certificates it trusts. */
function certificatesDigest(): string {
  if (!existsSync(HOST_CERTIFICATES)) return 'none';
  return createHash('sha256').update(readFileSync(HOST_CERTIFICATES)).digest('hex');
}

const DIGEST_LABEL = 'backoffice.certificates-sha256';

/** Built already, and with this machine's certificates (a proxy's authority may be new). */
function baseImageIsCurrent(name: string): boolean {
  const label = run('podman', [
    'image',
    'inspect',
    '--format',
    `{{ index .Labels "${DIGEST_LABEL}" }}`,
    name,
  ]);
  return label.status === 0 && label.stdout.trim() === certificatesDigest();
}

/** Builds the base image from Debian's packages and our Node binary; null, or the reason. */
function buildBaseImage(name: string): string | null {
  const match = /^node:(\d+\.\d+\.\d+)-(\w+)-slim$/.exec(name);
  if (!match) return `cannot build ${name}: not a node:<version>-<debian>-slim name`;
  const [, version, suite] = match;
  const nodeBinary = path.join(ROOT, 'node_modules', 'node', 'bin', 'node');
  const ours = run(nodeBinary, ['--version']).stdout.trim();
  if (ours !== `v${version}`) return `${name} needs Node ${version}, node_modules has ${ours}`;
  const npmDir = path.join(run('npm', ['root', '-g']).stdout.trim(), 'npm');
  if (!existsSync(npmDir)) return `no npm to put in ${name}`;

  const started = Date.now();
  say(`building ${name} from Debian ${suite} (debootstrap) and Node ${version}`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'node-base-'));
  const root = path.join(work, 'rootfs');
  try {
    const mirror = 'http://deb.debian.org/debian';
    const boot = run('debootstrap', ['--variant=minbase', suite ?? '', root, mirror]);
    if (boot.status !== 0) return `debootstrap ${suite} failed: ${boot.stderr.slice(-500)}`;
    // What the slim images leave out, and what the container needs: node, npm, the node user,
    // and this machine's trusted certificates (npm ci reaches the registry through them).
    const script = [
      'set -e',
      `cd ${root}`,
      'rm -rf usr/share/doc/* usr/share/man/* usr/share/info/* usr/share/locale/*',
      'rm -rf var/cache/apt/* var/lib/apt/lists/* var/log/*',
      `install -m 755 ${nodeBinary} usr/local/bin/node`,
      `mkdir -p usr/local/lib/node_modules && cp -a ${npmDir} usr/local/lib/node_modules/npm`,
      'ln -s ../lib/node_modules/npm/bin/npm-cli.js usr/local/bin/npm',
      'ln -s ../lib/node_modules/npm/bin/npx-cli.js usr/local/bin/npx',
      // A minbase system has no etc/ssl/certs: without this, a registry reached through a
      // proxy's own certificate authority refuses npm ci (SELF_SIGNED_CERT_IN_CHAIN).
      `if [ -f ${HOST_CERTIFICATES} ]; then mkdir -p etc/ssl/certs && cp ${HOST_CERTIFICATES} etc/ssl/certs/; fi`,
      `chroot ${root} groupadd --gid 1000 node`,
      `chroot ${root} useradd --uid 1000 --gid node --shell /bin/bash --create-home node`,
    ].join('\n');
    const prepared = run('bash', ['-c', script]);
    if (prepared.status !== 0) return `preparing ${name} failed: ${prepared.stderr.slice(-500)}`;
    const imported = run('bash', [
      '-c',
      `tar -C ${root} --numeric-owner -c . | podman import ` +
        `--change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' ` +
        `--change 'ENV NODE_EXTRA_CA_CERTS=${HOST_CERTIFICATES}' ` +
        `--change 'ENV NPM_CONFIG_UPDATE_NOTIFIER=false' --change 'CMD ["node"]' ` +
        `--change 'LABEL ${DIGEST_LABEL}=${certificatesDigest()}' - ${name}`,
    ]);
    if (imported.status !== 0) return `podman import failed: ${imported.stderr.slice(-500)}`;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  say(`built ${name} in ${String(Math.round((Date.now() - started) / 1000))} s`);
  return null;
}

/** Whether the Docker API answers on the socket (GET /_ping). */
function pings(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ socketPath, path: '/_ping', timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => {
      resolve(false);
    });
    request.on('timeout', () => {
      request.destroy();
    });
  });
}

async function answered(socketPath: string, exited: () => boolean): Promise<boolean> {
  const deadline = Date.now() + SERVICE_START_MS;
  while (Date.now() < deadline && !exited()) {
    if (await pings(socketPath)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/**
 * Podman runs health checks from systemd timers, and there is no systemd here: without this,
 * no container would ever turn healthy and Compose's `service_healthy` would wait forever. So
 * the checks run from here: every 2 s for a container not yet healthy (what `up` and `restart`
 * wait for, as Docker's start interval does), every 30 s for a healthy one. A check is a podman
 * process and a Node process in the container (about 0.2 CPU-s): at the images' own 5 s for
 * every container, the idle stack of four cost 0.27 CPU-s a second, 0.14 with these.
 */
function runHealthChecks(): () => void {
  let running = false;
  let ticks = 0;
  const check = (ids: string[], done: () => void) => {
    let pending = ids.length;
    if (pending === 0) done();
    for (const id of ids) {
      const probe = spawn('podman', ['healthcheck', 'run', id], {
        env: podmanEnv(),
        stdio: 'ignore',
      });
      probe.on('close', () => {
        pending -= 1;
        if (pending === 0) done();
      });
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    ticks += 1;
    const states = ticks % HEALTHY_CHECK_EVERY === 0 ? HEALTH_STATES : UNHEALTHY_STATES;
    const listed = spawnSync('podman', ['ps', '-q', ...states.flatMap((s) => ['--filter', s])], {
      env: podmanEnv(),
      encoding: 'utf8',
    });
    check(listed.stdout.split('\n').filter(Boolean), () => {
      running = false;
    });
  }, HEALTH_CHECK_INTERVAL_MS);
  return () => {
    clearInterval(timer);
  };
}

export async function startContainerEngine(): Promise<ContainerEngine> {
  if (process.env.DOCKER_HOST) return { available: true, env: {}, stop: () => undefined };
  if (process.getuid?.() !== 0) {
    return { available: false, reason: 'the podman set-up here runs as root only' };
  }
  const missing = ensurePackages();
  if (missing) return { available: false, reason: missing };
  mkdirSync(STATE_DIR, { recursive: true });
  writeFileSync(path.join(STATE_DIR, 'containers.conf'), CONTAINERS_CONF);
  const env = {
    DOCKER_HOST: `unix://${SOCKET}`,
    CONTAINERS_CONF: path.join(STATE_DIR, 'containers.conf'),
    // testcontainers' reaper is an image from Docker Hub; the suite removes its stack itself.
    TESTCONTAINERS_RYUK_DISABLED: 'true',
  };

  const base = baseImageName();
  if (!baseImageIsCurrent(base)) {
    const problem = buildBaseImage(base);
    if (problem) return { available: false, reason: problem };
  }

  if (await pings(SOCKET)) return { available: true, env, stop: runHealthChecks() };
  rmSync(SOCKET, { force: true });
  const log = path.join(STATE_DIR, 'service.log');
  const service = spawn('podman', ['system', 'service', '--time=0', `unix://${SOCKET}`], {
    env: podmanEnv(),
    stdio: ['ignore', 'ignore', openSync(log, 'w')],
  });
  let exited = false;
  service.on('exit', () => {
    exited = true;
  });
  if (!(await answered(SOCKET, () => exited))) {
    service.kill();
    const said = readFileSync(log, 'utf8').slice(-500);
    return { available: false, reason: `podman's API service did not answer: ${said}` };
  }
  const ping = run('podman', ['run', '--rm', '--network', 'none', base, 'true']);
  if (ping.status !== 0) {
    service.kill();
    return {
      available: false,
      reason: `podman cannot start a container: ${ping.stderr.slice(-500)}`,
    };
  }
  say(`podman serves the Docker API at ${env.DOCKER_HOST}`);
  const stopHealthChecks = runHealthChecks();
  return {
    available: true,
    env,
    stop: () => {
      stopHealthChecks();
      service.kill();
    },
  };
}
