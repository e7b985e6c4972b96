/**
 * How many test files run at once, for the root run and every project. A project that does not
 * say resolves its own default (cores − 1: one worker on this machine), and vitest then runs
 * its files one at a time after everything else; every project that can share the run says so.
 * More workers than cores: the browser files spend most of their time waiting on the browser
 * and the stack, so two workers left the machine idle most of the run.
 */
export const TEST_WORKERS = 3;
