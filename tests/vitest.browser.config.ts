import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';
import { STATE_WAIT_MS } from './src/e2e/waits.ts';

/**
 * The browser tests (src/e2e). A project starts ONE stack in its global set-up and its files
 * share it, two at a time. Files that stop the stack's services or change what every user sees
 * (the shell's outage tests, a user's preferences), or compare whole lists with the API's (the
 * Case List), get a project, and so a stack, of their own, so that the files running beside
 * them neither upset them nor are upset by them. One file:
 * npx vitest run --project 'browser*' tests/src/e2e/<file>.
 *
 * They run after every other project (a later group): the unit projects' CPU-bound files beside
 * them made a screen on a two-core machine four to eight times slower than alone, and tests
 * ran out of time mid-journey. A test's time limit is a ceiling against a hang, not a measure
 * of speed (that is `npm run bench`): twice what the longest journey takes in a full run.
 */
const ALONE = {
  'browser-shell': 'src/e2e/web-shell.test.ts',
  'browser-profile': 'src/e2e/screens/profile.test.ts',
  // The Case List's tests compare whole pages and totals of cases with the API's, across
  // reloads and history: cases other files add and delete meanwhile failed them.
  'browser-case-list': 'src/e2e/screens/case-list.test.ts',
};

function browserProject(name: string, include: string[], exclude: string[] = []) {
  return defineProject({
    root: import.meta.dirname,
    test: {
      name,
      include,
      exclude,
      globalSetup: ['src/e2e/shared-stack.setup.ts'],
      // A worker's files share its Chromium and its signed-in pages (support.ts, useBrowser).
      isolate: false,
      setupFiles: ['src/e2e/service-output.setup.ts'],
      testTimeout: 120_000,
      sequence: { groupOrder: 1 },
      // expect.poll waits as long as the tests' own waits (1 s by default).
      expect: { poll: { timeout: STATE_WAIT_MS } },
      hookTimeout: 120_000,
    },
  });
}

export const browserProjects: TestProjectInlineConfiguration[] = [
  browserProject('browser', ['src/e2e/**/*.test.ts'], Object.values(ALONE)),
  ...Object.entries(ALONE).map(([name, file]) => browserProject(name, [file])),
];
