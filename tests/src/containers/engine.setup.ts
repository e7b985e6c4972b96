/**
 * Global set-up of the container suite: looks for a Docker engine once, says in one line when
 * there is none, and hands the answer to the tests, which then report themselves skipped.
 */
import type { TestProject } from 'vitest/node';
import { findDockerEngine, type DockerEngine } from './docker-engine.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dockerEngine: DockerEngine;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const engine = await findDockerEngine();
  if (!engine.available) {
    process.stdout.write(`container tests skipped: no Docker engine found (${engine.reason})\n`);
  }
  project.provide('dockerEngine', engine);
}
