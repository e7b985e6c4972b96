/**
 * Starts docker-compose.yml with testcontainers: images built from this checkout (or, when
 * nothing they are built from changed, those of an earlier run: image-cache.ts), host ports
 * chosen free, every service waited for until its health check passes; removed afterwards with
 * its volumes and the project's names for its images.
 */
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  DockerComposeEnvironment,
  type StartedDockerComposeEnvironment,
  type StartedTestContainer,
} from 'testcontainers';
import { ROOT, freePort } from '../../../scripts/stack.ts';
import type { StackTarget } from '../scenarios/index.ts';
import { installedComposeClis, type ComposeCli } from './compose-cli.ts';
import { COMPOSE_FILE, type ComposeVariables } from './compose-file.ts';
import { openImageCache } from './image-cache.ts';

/** A first build downloads the base image and every package: give it time. */
export const BUILD_AND_START_TIMEOUT_MS = 15 * 60_000;
const HEALTHY_TIMEOUT_MS = 3 * 60_000;

export interface ComposeStack {
  target: StackTarget;
  environment: StartedDockerComposeEnvironment;
  /** The running container of a service of docker-compose.yml, e.g. 'gateway'. */
  container(service: string): StartedTestContainer;
  /** The services' recent output, for a failing test's message. */
  logs(): string;
  /** Every container of the project and its state (`compose ps`). */
  ps(): string;
  /** `compose restart`: every service stopped and started again, volumes kept. */
  restart(): void;
  /** `compose down -v`, then `up -d`: containers and volumes removed, the images started afresh. */
  recreate(): void;
  stop(): void;
}

/** docker-compose.yml, with the test data's settings over it (compose.test-data.yml). */
const COMPOSE_FILES = [COMPOSE_FILE, path.join(import.meta.dirname, 'compose.test-data.yml')];

/** Compose's CLI on the stack's project: the command, its arguments and where it runs. */
function invocation(
  cli: ComposeCli,
  projectName: string,
  variables: ComposeVariables,
  args: string[],
) {
  return {
    command: cli.command,
    args: [...cli.prefix, '-p', projectName, ...COMPOSE_FILES.flatMap((f) => ['-f', f]), ...args],
    options: { cwd: ROOT, env: { ...process.env, ...variables } },
  };
}

/** Runs Compose's CLI on the stack's project; its output, or throws with what it said. */
function compose(
  projectName: string,
  variables: ComposeVariables,
  args: string[],
  timeout = 120_000,
): string {
  const [cli] = installedComposeClis();
  if (!cli) throw new Error('Neither `docker compose` nor `docker-compose` is installed');
  const run = invocation(cli, projectName, variables, args);
  const result = spawnSync(run.command, run.args, { ...run.options, encoding: 'utf8', timeout });
  if (result.status !== 0) {
    throw new Error(
      `${cli.name} ${args.join(' ')}: ${result.error?.message ?? ''}${result.stderr}`,
    );
  }
  return result.stdout;
}

/**
 * Builds the project's images side by side: Compose v1 builds one after another unless told
 * (five images, 33 s with every layer cached, 24 s together), v2 builds them together anyway.
 * Not blocking the worker (a first build takes minutes).
 */
async function buildImages(
  cli: ComposeCli,
  projectName: string,
  variables: ComposeVariables,
): Promise<void> {
  const parallel = cli.command === 'docker-compose' ? ['--parallel'] : [];
  const run = invocation(cli, projectName, variables, ['build', ...parallel]);
  await promisify(execFile)(run.command, run.args, {
    ...run.options,
    timeout: BUILD_AND_START_TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((err: unknown) => {
    const stderr = (err as { stderr?: string }).stderr ?? '';
    throw new Error(`${cli.name} build: ${String(err)}\n${stderr.slice(-4000)}`);
  });
}

export async function startComposeStack(): Promise<ComposeStack> {
  const ports = { gateway: await freePort(), idp: await freePort() };
  const variables = {
    GATEWAY_PUBLISHED_PORT: String(ports.gateway),
    IDP_PUBLISHED_PORT: String(ports.idp),
  } satisfies ComposeVariables;
  const projectName = `backoffice-test-${randomBytes(4).toString('hex')}`;
  // testcontainers runs `docker compose` (v2) unless told that Compose is the standalone one.
  const [cli] = installedComposeClis();
  if (!cli) throw new Error('Neither `docker compose` nor `docker-compose` is installed');
  const removeAll = () =>
    compose(projectName, variables, ['down', '--volumes', '--rmi', 'local', '--timeout', '20']);
  // Compose names what it builds after the project: v2 project-service, v1 project_service.
  const imageOf = (service: string) =>
    cli.command === 'docker-compose' ? `${projectName}_${service}` : `${projectName}-${service}`;
  const images = await openImageCache();
  if (!(await images.lend(imageOf))) {
    await buildImages(cli, projectName, variables).catch((err: unknown) => {
      removeAll();
      throw err;
    });
    await images.keep(imageOf);
  }
  const environment = await new DockerComposeEnvironment(
    ROOT,
    COMPOSE_FILES.map((f) => path.relative(ROOT, f)),
  )
    .withProjectName(projectName)
    .withClientOptions(cli.command === 'docker-compose' ? { executable: { standalone: true } } : {})
    .withEnvironment(variables)
    .withStartupTimeout(HEALTHY_TIMEOUT_MS)
    .up()
    .catch((err: unknown) => {
      // "Health check failed" names no service: the services' own words do. Then nothing of
      // this project is left behind (its images are a gigabyte).
      const logs = compose(projectName, variables, ['logs', '--no-color', '--tail', '60']);
      removeAll();
      throw new Error(`${String(err)}\n--- compose logs ---\n${logs}`);
    });
  return {
    // The browser's view: the published ports on localhost, the URLs the issuer is built from.
    target: {
      gatewayUrl: `http://localhost:${ports.gateway}`,
      idpUrl: `http://localhost:${ports.idp}`,
    },
    environment,
    // Compose v2 names a container project-service-1, the standalone v1 project_service_1.
    container: (service) => {
      try {
        return environment.getContainer(`${service}-1`);
      } catch {
        return environment.getContainer(`${projectName}_${service}_1`);
      }
    },
    logs: () => compose(projectName, variables, ['logs', '--no-color', '--tail', '200']),
    ps: () => compose(projectName, variables, ['ps', '--all']),
    restart: () => {
      compose(projectName, variables, ['restart']);
    },
    // `up` waits for the health of what the gateway depends on before starting it.
    recreate: () => {
      compose(projectName, variables, ['down', '--volumes', '--timeout', '20']);
      compose(projectName, variables, ['up', '-d'], HEALTHY_TIMEOUT_MS);
    },
    // With its volumes, and the images built for this project (named after it, so one per run).
    stop: removeAll,
  };
}
