/**
 * The order the run starts its files in (scripts/test-sequencer.ts): a group at a time, in a
 * group the longest first across projects, and on a clean clone (no results of a last run) the
 * files named long before the rest, then the larger first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { ROOT } from '../../../scripts/stack.ts';
import LongestFirstSequencer, { LONG_FILES } from '../../../scripts/test-sequencer.ts';

interface Spec {
  file: string;
  project: string;
  groupOrder: number;
}

/** The parts of vitest's objects the sequencer reads: a file, its project's group. */
function specOf({ file, project, groupOrder }: Spec): TestSpecification {
  return {
    moduleId: path.join(ROOT, file),
    project: { name: project, config: { sequence: { groupOrder } } },
  } as unknown as TestSpecification;
}

/** Vitest with the results of a last run (file → duration in ms), or none. */
function vitestWith(durations: Record<string, number> = {}): Vitest {
  const cache = {
    getTestSpecificationResult: (spec: TestSpecification) => {
      const duration = durations[path.relative(ROOT, spec.moduleId)];
      return duration === undefined ? undefined : { failed: false, duration };
    },
  };
  return { cache } as unknown as Vitest;
}

const FILES: Spec[] = [
  { file: 'core/src/__tests__/match.test.ts', project: 'core', groupOrder: 0 },
  { file: 'tests/src/__tests__/start.test.ts', project: 'tests', groupOrder: 0 },
  { file: 'tests/src/e2e/screens/case-list.test.ts', project: 'browser', groupOrder: 1 },
  { file: 'tests/src/e2e/web-shell.test.ts', project: 'browser-shell', groupOrder: 1 },
  { file: 'tests/src/e2e/screens/audit.test.ts', project: 'browser', groupOrder: 1 },
];

async function order(vitest: Vitest, specs = FILES): Promise<string[]> {
  const sorted = await new LongestFirstSequencer(vitest).sort(specs.map(specOf));
  return sorted.map((spec) => path.relative(ROOT, spec.moduleId));
}

describe('the order test files start in', () => {
  it('should name only files that exist', () => {
    expect(LONG_FILES.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
  });

  it('should start a group whole before the next, its long files first whatever their project', async () => {
    expect(await order(vitestWith())).toEqual([
      'tests/src/__tests__/start.test.ts',
      'core/src/__tests__/match.test.ts',
      'tests/src/e2e/screens/case-list.test.ts',
      'tests/src/e2e/web-shell.test.ts',
      'tests/src/e2e/screens/audit.test.ts',
    ]);
  });

  it('should follow the last run where it knows both files', async () => {
    const last = {
      'tests/src/e2e/screens/audit.test.ts': 90_000,
      'tests/src/e2e/screens/case-list.test.ts': 10_000,
      'tests/src/e2e/web-shell.test.ts': 50_000,
    };
    expect((await order(vitestWith(last))).slice(2)).toEqual([
      'tests/src/e2e/screens/audit.test.ts',
      'tests/src/e2e/web-shell.test.ts',
      'tests/src/e2e/screens/case-list.test.ts',
    ]);
  });
});
