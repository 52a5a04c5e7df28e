import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import type { Clock } from '@courtside/events';
import { testClock } from '@courtside/events/testing';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The gateway serves web/dist; without a build every page is a plain-text notice. */
export function assertWebBuilt(): void {
  if (!existsSync(path.join(webRoot, 'dist', 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build -w @courtside/web` first');
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A visitor or official in English, on a phone or a desktop. The page's clock starts where the
 * app's does (the test run's clock, pinned by COURTSIDE_TEST_NOW) and runs on at real pace, so
 * the browser's "today" is the server's.
 */
export async function newUser(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = { width: 1200, height: 900 },
  clock: Clock = testClock(),
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'en-GB' });
  await context.clock.install({ time: clock() });
  // The app persists the language choice here; tests read English labels.
  await context.addInitScript(() => localStorage.setItem('courtside.language', 'en'));
  return context;
}

/** Waits until a locator holds the given text, as a user watching the screen would. */
export async function waitForText(locator: Locator, text: string, timeout = 15_000): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor({ timeout });
}

/** Marks the window, so a test can tell the page was never reloaded. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __courtsideMark: true }));
}

export async function windowIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __courtsideMark?: boolean }).__courtsideMark === true,
  );
}
