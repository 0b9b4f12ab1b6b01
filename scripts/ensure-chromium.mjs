#!/usr/bin/env node
/**
 * The browser suite needs a Chromium. It uses CHROMIUM_PATH, else Debian's headless shell
 * (/usr/bin/chromium-headless-shell, the lighter of the two), else Debian's /usr/bin/chromium; where neither is
 * present it installs the headless shell the ordinary way for the machine (Debian: apt-get; elsewhere:
 * Playwright's own install) and says so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

if (process.env.CHROMIUM_PATH) {
  if (!existsSync(process.env.CHROMIUM_PATH)) {
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
    process.exit(1);
  }
  process.exit(0);
}
if (DEBIAN_CHROMIUMS.some((path) => existsSync(path))) process.exit(0);

const isDebian = existsSync('/etc/debian_version') || /debian|ubuntu/i.test(readFileSync('/etc/os-release', 'utf8'));
if (isDebian) {
  console.log("No Chromium found: installing Debian's chromium-headless-shell package for the browser tests.");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  if (apt(['update', '-qq']) && apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium-headless-shell'])) {
    process.exit(0);
  }
  console.error(
    'Could not install chromium-headless-shell with apt-get. Install it, or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
console.log("No Chromium found: installing Playwright's Chromium for the browser tests.");
process.exit(run('npx', ['playwright', 'install', '--only-shell', 'chromium']) ? 0 : 1);
