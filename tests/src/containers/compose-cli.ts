/**
 * Validation of docker-compose.yml against the Compose Specification by Compose itself:
 * `docker compose config` (v2) and Debian's `docker-compose config` (1.29) both check the file
 * without a Docker engine. Whichever of them is installed runs.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from '../../../scripts/stack.ts';
import { COMPOSE_FILE, type ComposeVariables } from './compose-file.ts';

export interface ComposeCli {
  name: string;
  command: string;
  prefix: string[];
}

const CANDIDATES: ComposeCli[] = [
  { name: 'docker compose', command: 'docker', prefix: ['compose'] },
  { name: 'docker-compose', command: 'docker-compose', prefix: [] },
];

function run(cli: ComposeCli, args: string[], variables: ComposeVariables = {}) {
  // Only the variables given: a developer's own GATEWAY_PUBLISHED_PORT must not leak in.
  const env = { ...process.env };
  delete env.GATEWAY_PUBLISHED_PORT;
  delete env.IDP_PUBLISHED_PORT;
  return spawnSync(cli.command, [...cli.prefix, ...args], {
    cwd: ROOT,
    env: { ...env, ...variables },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

export function installedComposeClis(): ComposeCli[] {
  return CANDIDATES.filter((cli) => run(cli, ['version']).status === 0);
}

/** Runs `config --quiet`; resolves to Compose's own complaint, or null when the file is valid. */
export function composeConfigProblems(
  cli: ComposeCli,
  variables: ComposeVariables,
  file = COMPOSE_FILE,
): string | null {
  const result = run(cli, ['-f', file, 'config', '--quiet'], variables);
  if (result.status === 0) return null;
  return `${cli.name} config: ${result.error?.message ?? ''}${result.stderr}${result.stdout}`.trim();
}
