// Browser tests need Chromium. Find it the way the tests do; on a Debian machine where this runs
// as root (a fresh CI box, a container), install Debian's package; otherwise name the command.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const canInstall =
  !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

if (!existsSync(candidate) && canInstall) {
  console.log("Chromium is missing: installing Debian's chromium for the browser tests (once)…");
  const apt = (args) =>
    execFileSync('apt-get', args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', 'chromium']);
  } catch {
    // Said below, with the command to run by hand.
  }
}
if (!existsSync(candidate)) {
  console.error(
    `Chromium was not found at ${candidate}.\n` +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
  );
  process.exit(1);
}
