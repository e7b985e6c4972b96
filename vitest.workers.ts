/**
 * How many test files run at once, for the root run and every project. A project that does not
 * say resolves its own default (cores − 1: one worker on this machine), and vitest then runs
 * its files one at a time after everything else; every project that can share the run says so.
 * More workers than cores: the browser files spend most of their time waiting on the browser
 * and the stack, so two workers left the machine idle most of the run.
 */
export const TEST_WORKERS = 3;

/**
 * The ceiling for one test of the projects that run beside the browsers. Their tests wait on
 * states, not on time; vitest's 5 s default is a quiet machine's figure, and a CPU-bound test
 * (a property test, a generator run) takes several times as long while browser files share the
 * two cores.
 */
export const SHARED_MACHINE_TEST_TIMEOUT = 30_000;

/** The same for a file's hooks: a beforeAll that builds an app took past vitest's 10 s then. */
export const SHARED_MACHINE_HOOK_TIMEOUT = 60_000;
