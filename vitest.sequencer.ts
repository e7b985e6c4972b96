/**
 * The order the run's files start in. Vitest's own starts each project's files after the
 * previous project's (by name), larger files first where it has no durations from an earlier
 * run, as in a fresh clone: a long file that came late (npm start's test, the gateway's session
 * lifetimes, both mostly waiting on servers and timers) ran on alone at the end of the unit
 * projects while the other workers sat idle. The files known to take longest start first,
 * whatever their project; the others follow in vitest's order, and the browser projects still
 * start after every other (their `sequence.groupOrder`).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files of a whole run, longest first within each group (docs/testing.md): the
 * unit projects', then the browser projects' (the projects of one file each came last).
 */
const LONGEST_FIRST = [
  'tests/src/__tests__/start.test.ts',
  'gateway/src/__tests__/session-lifetime.test.ts',
  'mock-api/src/store/filing-warehouse/__tests__/derive-sql.test.ts',
  'mock-api/src/features/analysis/__tests__/derived-views.test.ts',
  'gateway/src/__tests__/redis-sessions.test.ts',
  'mock-api/src/features/analysis/__tests__/auto-runs.test.ts',
  'mock-api/src/store/__tests__/persistence.test.ts',
  'mock-api/src/store/filing-warehouse/__tests__/derive.test.ts',
  'mock-api/src/store/__tests__/crash.test.ts',
  'gateway/src/__tests__/refresh.test.ts',
  'mock-api/src/features/holdings/__tests__/filing-imports-restart.test.ts',
  'tests/src/e2e/web-shell.test.ts',
  'tests/src/e2e/screens/accessibility.test.ts',
  'tests/src/e2e/screens/dockets-motions.test.ts',
  'tests/src/e2e/routes.test.ts',
  'tests/src/e2e/screens/action-access.test.ts',
  'tests/src/e2e/screens/case-list.test.ts',
  'tests/src/e2e/screens/securities.test.ts',
  'tests/src/e2e/screens/case-detail.test.ts',
  'tests/src/e2e/screens/calendar-updates.test.ts',
  'tests/src/e2e/screens/wide-screens.test.ts',
  'tests/src/e2e/screens/profile.test.ts',
];

const rank = (spec: TestSpecification) => {
  const at = LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return at === -1 ? LONGEST_FIRST.length : at;
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    // Array.prototype.sort is stable: vitest's order stays among files of equal rank.
    return sorted.sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}
