/**
 * Global set-up of the browser project: starts ONE stack (idp, mock-api, gateway serving the
 * built web) for every file of the run, hands its URLs, pids and log file to the test files
 * (`inject('sharedStack')`, read through support.ts), and stops it when the run ends, passed
 * or failed. A stack that does not start is handed over as an error, so that every browser
 * test file fails saying why, while the other projects of the run still run.
 * The gateway serves a copy of web/dist taken at the start, so a rebuild during the run (a
 * watch build, another terminal) cannot pull the files from under the tests.
 * Its mock API fetches dockets from a local replay of CourtListener's REST API
 * (`startCourtListenerReplay`), started here for the run.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, type ServiceName } from '../../../scripts/stack.ts';
import {
  requireBuiltWeb,
  startCourtListenerReplay,
  startStack,
  type CourtListenerReplay,
} from '@backoffice/core/testing';

export interface SharedStack {
  urls: { gateway: string; idp: string; api: string };
  pids: Partial<Record<ServiceName, number>>;
  /** Every line the services printed, as `service | line`. */
  logFile: string;
  /** The copy of web/dist that the gateway serves. */
  webDistDir: string;
  /** Each demo user's signed-in browser state, saved by the first file that signs them in. */
  sessionsDir: string;
}

export type SharedStackState = { ok: true; stack: SharedStack } | { ok: false; error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    sharedStack: SharedStackState;
  }
}

const SERVICES: readonly ServiceName[] = ['idp', 'mock-api', 'gateway'];
/** The project whose tests stop the backend (tests/vitest.browser.config.ts). */
const FREEZING_PROJECT = 'browser-shell';
/** The project of the screens that read the derived analyses (the others run one file each). */
const ANALYSES_PROJECT = 'browser';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bo-shared-stack-'));
  const logFile = path.join(dir, 'services.log');
  const webDistDir = path.join(dir, 'web-dist');
  const sessionsDir = path.join(dir, 'sessions');
  mkdirSync(sessionsDir);
  writeFileSync(logFile, '');
  const removeFiles = () => {
    rmSync(dir, { recursive: true, force: true });
  };
  const began = performance.now();
  let replay: CourtListenerReplay | undefined;
  try {
    replay = await startCourtListenerReplay();
    requireBuiltWeb();
    cpSync(path.join(ROOT, 'web', 'dist'), webDistDir, { recursive: true });
    const stack = await startStack({
      extraEnv: {
        gateway: {
          // A short backend timeout where the backend is frozen on purpose (the shell's outage
          // tests), so they see the gateway's 504 fast; elsewhere the gateway's own, so a busy
          // machine's slow first read (a 13-F quarter) is not a 504.
          ...(project.name === FREEZING_PROJECT ? { PROXY_TIMEOUT_MS: '2000' } : {}),
          WEB_DIST_DIR: webDistDir,
        },
        // Loss runs pause after each position, so a test can watch one's progress: the largest
        // case's 8 positions take 8 s, several times a reload of the runs list on a loaded machine.
        'mock-api': {
          MOCK_API_LOSS_RUN_PAUSE_MS: '1000',
          // The main project's screens read the 13-F and reconciliation analyses: worked out at
          // start there (2.7 CPU-s); the projects of one file each never read them.
          MOCK_API_WARM_DERIVED: project.name === ANALYSES_PROJECT ? 'on' : 'off',
          COURTLISTENER_API_TOKEN: replay.token,
          COURTLISTENER_BASE_URL: replay.baseUrl,
        },
      },
      logFile,
    });
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    process.stdout.write(
      `browser tests: shared stack up in ${seconds} s at ${stack.urls.gateway}\n`,
    );
    void stack.exited.then(({ service, code }) => {
      process.stderr.write(
        `browser tests: ${service} of the shared stack exited with code ${code} during the run; ` +
          `the tests after this point fail. Its output:\n${stack.output()}\n`,
      );
    });
    project.provide('sharedStack', {
      ok: true,
      stack: { urls: stack.urls, pids: stack.pids, logFile, webDistDir, sessionsDir },
    });
    return async () => {
      // A test that died while the backend was frozen must not leave it stopped for SIGTERM.
      for (const service of SERVICES) stack.signal(service, 'SIGCONT');
      await stack.stop();
      await replay?.close();
      removeFiles();
    };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    process.stderr.write(`\nbrowser tests: the shared stack did not start:\n${error}\n\n`);
    // Each test file repeats the cause, not the whole service output printed here.
    project.provide('sharedStack', {
      ok: false,
      error: error.split('\n--- service output')[0] ?? error,
    });
    return async () => {
      await replay?.close();
      removeFiles();
    };
  }
}
