// Browser tests need Chromium. Find it the way the tests do, or say the one command to get it.
import { existsSync } from 'node:fs';

const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(candidate)) {
  console.error(
    `Chromium was not found at ${candidate}.\n` +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
  );
  process.exit(1);
}
