/** What of this repository the image builds receive, by its .dockerignore (dockerignore.ts). */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../scripts/stack.ts';
import { buildContextFilter } from './dockerignore.ts';

let contextFilter: ((file: string) => boolean) | undefined;
/** Is this path (from the repository's root, with `/`) sent to the builder? */
export function inBuildContext(file: string): boolean {
  contextFilter ??= buildContextFilter(readFileSync(path.join(ROOT, '.dockerignore'), 'utf8'));
  return contextFilter(file);
}

let files: string[] | undefined;
/** Files a fresh clone has, plus new ones not yet committed (but not git-ignored ones). */
export function repositoryFiles(): string[] {
  files ??= execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  return files;
}

/** The repository's files the builder receives. */
export function buildContextFiles(): string[] {
  return repositoryFiles().filter(inBuildContext);
}
