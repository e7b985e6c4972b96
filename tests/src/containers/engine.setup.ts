/**
 * Global set-up of the container suite: looks for a Docker engine once, says in one line when
 * there is none, and hands the answer to the tests, which then report themselves skipped.
 * Without an engine nothing was tested, so the run must not end like a pass either: it exits
 * with 77, the conventional "skipped" status (automake, and GitLab CI's `allow_failure:
 * exit_codes`), which CI shows as not passed. A failure still exits with vitest's own 1.
 */
import type { TestProject } from 'vitest/node';
import { findDockerEngine, type DockerEngine } from './docker-engine.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dockerEngine: DockerEngine;
  }
}

export const SKIPPED_EXIT_CODE = 77;

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const engine = await findDockerEngine();
  project.provide('dockerEngine', engine);
  if (engine.available) return undefined;
  process.stdout.write(
    `container tests skipped: no Docker engine found (${engine.reason}); ` +
      `exit status ${SKIPPED_EXIT_CODE}, not a pass\n`,
  );
  // Vitest ends by letting the process exit with process.exitCode: 1 when something failed.
  return () => {
    process.exitCode ??= SKIPPED_EXIT_CODE;
  };
}
