import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The browser tests (src/e2e). A project starts ONE stack in its global set-up and its files
 * share it, two at a time. Files that stop the stack's services or change what every user sees
 * (the shell's outage tests, a user's preferences) get a project, and so a stack, of their own,
 * so they cannot upset the files running beside them. One file:
 * npx vitest run --project 'browser*' tests/src/e2e/<file>.
 */
const ALONE = {
  'browser-shell': 'src/e2e/web-shell.test.ts',
  'browser-profile': 'src/e2e/screens/profile.test.ts',
};

function browserProject(name: string, include: string[], exclude: string[] = []) {
  return defineProject({
    root: import.meta.dirname,
    test: {
      name,
      include,
      exclude,
      globalSetup: ['src/e2e/shared-stack.setup.ts'],
      setupFiles: ['src/e2e/service-output.setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
}

export const browserProjects: TestProjectInlineConfiguration[] = [
  browserProject('browser', ['src/e2e/**/*.test.ts'], Object.values(ALONE)),
  ...Object.entries(ALONE).map(([name, file]) => browserProject(name, [file])),
];
