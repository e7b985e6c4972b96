/** What the scripts need to find programs and to install Debian packages when they may. */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** Whether a command is an executable file on PATH (what `command -v` finds). */
export function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    if (dir === '') return false;
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function aptGet(args: string[]): boolean {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Installs the packages with apt-get, when this process may (root, apt-get on PATH). */
export function aptInstall(pkgs: string[], who: string): boolean {
  if (process.getuid?.() !== 0 || !onPath('apt-get')) return false;
  process.stdout.write(`${who}: installing ${pkgs.join(', ')} (apt-get)\n`);
  return (
    aptGet(['update', '-qq']) &&
    aptGet(['install', '-y', '-qq', '--no-install-recommends', ...pkgs])
  );
}
