/**
 * Prints one closing line, "tests: N passed, N failed, N skipped", that CI reads to know how
 * many tests ran, whatever the runner's own summary looks like. Before it, for a run of many
 * files, where the time went: each project's total and the slowest files (each file's tests,
 * hooks and import), so a slower suite shows what grew, when each project ran, and the files that
 * ended last, with when each began and ended: a run's tail, where fewer files than workers run.
 */
import type { Reporter, TestModule } from 'vitest/node';

/** Below this many files (one file, one project) the breakdown says nothing new. */
const BREAKDOWN_FROM_FILES = 20;
const SLOWEST_SHOWN = 15;
const LAST_SHOWN = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function fileTime(module: TestModule): number {
  const d = module.diagnostic();
  return d.duration + d.collectDuration + d.setupDuration + d.environmentSetupDuration;
}

/**
 * When each file ended, in ms from the run's start, and when it began, reckoned back from its
 * own time (the workers report a file's start only with its end).
 */
function spans(testModules: ReadonlyArray<TestModule>, endings: Map<string, number>) {
  return testModules.flatMap((m) => {
    const end = endings.get(m.moduleId);
    return end === undefined ? [] : [{ m, end, began: Math.max(0, end - fileTime(m)) }];
  });
}

/** The files that ended last: a run's tail, where fewer files than workers run. */
function tail(testModules: ReadonlyArray<TestModule>, endings: Map<string, number>): string[] {
  return spans(testModules, endings)
    .sort((a, b) => b.end - a.end)
    .slice(0, LAST_SHOWN)
    .map(
      ({ m, began, end }) =>
        `  ${seconds(began).padStart(9)} → ${seconds(end).padStart(9)}  ${m.project.name} ${m.relativeModuleId}`,
    );
}

/** When each project ran: its first file's start to its last file's end (groups run apart). */
function projectSpans(
  testModules: ReadonlyArray<TestModule>,
  endings: Map<string, number>,
): string[] {
  const byProject = new Map<string, { began: number; end: number }>();
  for (const { m, began, end } of spans(testModules, endings)) {
    const name = m.project.name || 'root';
    const known = byProject.get(name) ?? { began, end };
    byProject.set(name, { began: Math.min(known.began, began), end: Math.max(known.end, end) });
  }
  return [...byProject]
    .sort((a, b) => a[1].began - b[1].began)
    .map(
      ([name, { began, end }]) =>
        `  ${seconds(began).padStart(9)} → ${seconds(end).padStart(9)}  ${name}`,
    );
}

function breakdown(testModules: ReadonlyArray<TestModule>): string {
  const byProject = new Map<string, number>();
  for (const module of testModules) {
    const name = module.project.name || 'root';
    byProject.set(name, (byProject.get(name) ?? 0) + fileTime(module));
  }
  const projects = [...byProject]
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `  ${seconds(ms).padStart(9)}  ${name}`);
  const slowest = [...testModules]
    .sort((a, b) => fileTime(b) - fileTime(a))
    .slice(0, SLOWEST_SHOWN)
    .map((m) => `  ${seconds(fileTime(m)).padStart(9)}  ${m.project.name} ${m.relativeModuleId}`);
  return [
    '\ntime per project (files side by side, so more than the run took):',
    ...projects,
    `the ${String(SLOWEST_SHOWN)} slowest files:`,
    ...slowest,
    '',
  ].join('\n');
}

export default class SummaryReporter implements Reporter {
  private readonly endings = new Map<string, number>();
  private runStart = performance.now();

  onTestRunStart(): void {
    this.runStart = performance.now();
  }

  onTestModuleEnd(module: TestModule): void {
    this.endings.set(module.moduleId, performance.now() - this.runStart);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    if (testModules.length >= BREAKDOWN_FROM_FILES) {
      process.stdout.write(breakdown(testModules));
      process.stdout.write(
        [
          "when each project's files ran (first began → last ended, from the run's start):",
          ...projectSpans(testModules, this.endings),
          `the ${String(LAST_SHOWN)} files that ended last (began → ended, from the run's start):`,
          ...tail(testModules, this.endings),
          '',
        ].join('\n'),
      );
    }
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
