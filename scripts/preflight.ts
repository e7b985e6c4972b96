/**
 * node scripts/preflight.ts: the first step of `npm test`. The tests need three programs that
 * npm cannot install: Chromium (browser tests), redis-server (shared sessions) and Compose
 * (checks docker-compose.yml; no engine needed). Run as root where apt-get exists (CI, a fresh
 * container), it installs what is missing, as Debian packages; anywhere else it stops at once
 * with the one command to run, instead of failing minutes later in the middle of the suite.
 */
import { spawnSync } from 'node:child_process';
import { aptInstall, onPath } from './apt.ts';

interface Need {
  /** The Debian package that brings it. */
  pkg: string;
  present: () => boolean;
}

const composeV2 = () =>
  onPath('docker') && spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0;

const NEEDS: readonly Need[] = [
  // The browser tests run CHROMIUM_PATH when it is set (tests/src/browser.ts).
  {
    pkg: 'chromium',
    present: () => (process.env.CHROMIUM_PATH ? true : onPath('chromium')),
  },
  { pkg: 'redis-server', present: () => onPath('redis-server') },
  // `docker compose` (v2) does as well as Debian's docker-compose.
  { pkg: 'docker-compose', present: () => onPath('docker-compose') || composeV2() },
];

const missing = () => NEEDS.filter((need) => !need.present()).map((need) => need.pkg);

const lacking = missing();
if (lacking.length > 0) {
  aptInstall(lacking, 'npm test');
  const still = missing();
  if (still.length > 0) {
    process.stderr.write(
      `npm test needs Debian's ${still.join(', ')}, which this machine lacks. Run:\n\n` +
        `  sudo apt-get install -y ${still.join(' ')}\n\nthen npm test again.\n`,
    );
    process.exit(1);
  }
}
