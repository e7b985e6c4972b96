/**
 * The order a run starts its test files in: a group (`sequence.groupOrder`) at a time, and in a
 * group the longest first, whatever project a file is in. Vitest's own order starts a group's
 * projects one after another by name, so a long file of a project late in the alphabet started
 * late and ran alone at the end of its group, the machine two-thirds idle: npm start's test
 * (110 s, project `tests`) at the end of the unit tests, the shell's and the profile's (their
 * own projects, after `browser`) at the end of the run.
 *
 * How long a file takes: from vitest's results of the last run on this machine when it has them
 * for both files compared, else from LONG_FILES, else the larger file first (vitest's own
 * fallback). A clean clone (CI) has no results, and some files are long for their size
 * (table-driven, or starting servers many times): LONG_FILES names those, from full runs.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that take much longer than their size says, longest first (full runs, 2026-11-28). */
export const LONG_FILES = [
  'tests/src/__tests__/start.test.ts', // 108 s: npm start six times
  'tests/src/e2e/screens/case-list.test.ts', // 71 s
  'tests/src/e2e/screens/accessibility.test.ts', // 68 s: every screen, one table
  'tests/src/e2e/screens/action-access.test.ts', // 62 s
  'mock-api/src/store/filing-warehouse/__tests__/derive-sql.test.ts', // 55 s: 150 warehouses
  'tests/src/e2e/web-shell.test.ts', // 54 s: a project of its own
  'gateway/src/__tests__/session-lifetime.test.ts', // 44 s: waits out short sessions
  'gateway/src/__tests__/redis-sessions.test.ts', // 44 s
  'mock-api/src/store/__tests__/crash.test.ts', // 39 s: kills and restarts a server
  'mock-api/src/features/holdings/__tests__/filing-imports-restart.test.ts', // 37 s
  'tests/src/e2e/screens/profile.test.ts', // 28 s: a project of its own
] as const;

const ROOT = path.join(import.meta.dirname, '..');

function longRank(spec: TestSpecification): number {
  const file = path.relative(ROOT, spec.moduleId).split(path.sep).join('/');
  const rank = LONG_FILES.indexOf(file as (typeof LONG_FILES)[number]);
  return rank === -1 ? LONG_FILES.length : rank;
}

async function sizeOf(spec: TestSpecification): Promise<number | undefined> {
  try {
    return (await stat(spec.moduleId)).size;
  } catch {
    return undefined;
  }
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = new Map(
      files.map((spec) => [spec, this.ctx.cache.getTestSpecificationResult(spec)]),
    );
    const sizes = new Map(
      await Promise.all(files.map(async (spec) => [spec, await sizeOf(spec)] as const)),
    );
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      const last = { a: known.get(a), b: known.get(b) };
      if (last.a && last.b) {
        if (last.a.failed !== last.b.failed) return last.a.failed ? -1 : 1;
        return last.b.duration - last.a.duration;
      }
      const rank = longRank(a) - longRank(b);
      if (rank !== 0) return rank;
      const size = { a: sizes.get(a), b: sizes.get(b) };
      // Unknown first, as vitest does; then the larger file.
      if (size.a === undefined || size.b === undefined) {
        return size.a === undefined ? (size.b === undefined ? 0 : -1) : 1;
      }
      return size.b - size.a;
    });
  }
}
