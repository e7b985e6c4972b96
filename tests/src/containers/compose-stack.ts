/**
 * Starts docker-compose.yml with testcontainers: images built from this checkout, host ports
 * chosen free, every service waited for until its health check passes; removed afterwards with
 * its volumes.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DockerComposeEnvironment, type StartedDockerComposeEnvironment } from 'testcontainers';
import { ROOT, freePort } from '../../../scripts/stack.ts';
import type { StackTarget } from '../scenarios/index.ts';
import { COMPOSE_FILE, type ComposeVariables } from './compose-file.ts';

/** A first build downloads the base image and every package: give it time. */
export const BUILD_AND_START_TIMEOUT_MS = 15 * 60_000;
const HEALTHY_TIMEOUT_MS = 3 * 60_000;

export interface ComposeStack {
  target: StackTarget;
  environment: StartedDockerComposeEnvironment;
  /** The services' recent output, for a failing test's message. */
  logs(): string;
  stop(): Promise<void>;
}

function composeLogs(projectName: string, variables: ComposeVariables): string {
  const args = ['-p', projectName, '-f', COMPOSE_FILE, 'logs', '--no-color', '--tail', '200'];
  for (const [command, prefix] of [
    ['docker', ['compose']],
    ['docker-compose', []],
  ] as const) {
    const result = spawnSync(command, [...prefix, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...variables },
      encoding: 'utf8',
    });
    if (result.status === 0) return result.stdout;
  }
  return '(no logs: neither `docker compose` nor `docker-compose` could read them)';
}

export async function startComposeStack(): Promise<ComposeStack> {
  const ports = { gateway: await freePort(), idp: await freePort() };
  const variables = {
    GATEWAY_PUBLISHED_PORT: String(ports.gateway),
    IDP_PUBLISHED_PORT: String(ports.idp),
  } satisfies ComposeVariables;
  const projectName = `backoffice-test-${randomBytes(4).toString('hex')}`;
  const environment = await new DockerComposeEnvironment(ROOT, path.basename(COMPOSE_FILE))
    .withProjectName(projectName)
    .withBuild()
    .withEnvironment(variables)
    .withStartupTimeout(HEALTHY_TIMEOUT_MS)
    .up();
  return {
    // The browser's view: the published ports on localhost, the URLs the issuer is built from.
    target: {
      gatewayUrl: `http://localhost:${ports.gateway}`,
      idpUrl: `http://localhost:${ports.idp}`,
    },
    environment,
    logs: () => composeLogs(projectName, variables),
    stop: async () => {
      await environment.down({ removeVolumes: true, timeout: 20_000 });
    },
  };
}
