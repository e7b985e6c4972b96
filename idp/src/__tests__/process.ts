/** Runs idp/src/main.ts as a real process (the Node running the tests), for start-up tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface IdpProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Resolves when stdout contains `text`, rejects if the process exits first. */
  waitFor(text: string): Promise<void>;
}

export function runIdp(env: Record<string, string>): IdpProcess {
  // Only what is given: the test runner's own NODE_ENV and IDP_* must not leak in.
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor(text) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (out.includes(text)) {
            child.stdout.off('data', check);
            resolve();
          }
        };
        child.stdout.on('data', check);
        check();
        void exited.then((code) => {
          reject(new Error(`idp exited with ${code} before printing "${text}": ${err}`));
        });
      });
    },
  };
}
