#!/usr/bin/env node
// Makes sure a Chromium is there for the browser and end-to-end tests. Playwright's own browser download
// cannot work on a closed network, so we use Debian's package: found via CHROMIUM_PATH or /usr/bin/chromium,
// installed with apt-get when we run as root on Debian or Ubuntu, otherwise a clear message and exit 1.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findChromium } from './chromium-path.mjs';

function isDebianLike() {
  if (!existsSync('/etc/os-release')) return false;
  const release = readFileSync('/etc/os-release', 'utf8');
  return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release);
}

function main() {
  if (process.env.CHROMIUM_PATH && !findChromium()) {
    console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but there is no file there.`);
    process.exit(1);
  }
  const found = findChromium();
  if (found) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !isDebianLike()) {
    console.error(
      'No Chromium found. Install the "chromium" package (Debian/Ubuntu: apt-get install chromium) ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
    process.exit(1);
  }
  console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get (one time) ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'], {
    stdio: 'inherit',
    env,
  });
  if (!findChromium()) {
    console.error('apt-get finished but /usr/bin/chromium is still missing.');
    process.exit(1);
  }
  console.log(`Chromium installed at ${findChromium()}.`);
}

main();
