import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PublicLeagueDetail } from '@courtside/events';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCourtside, type Courtside } from './support/courtside';

// Issue 10: every public page and widget passes axe with no serious or critical violation, and
// the main public flow works with the keyboard alone.

// Evaluated over the DevTools protocol, which the app's CSP (no inline scripts) does not stop.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

let courtside: Courtside;
let league: PublicLeagueDetail;

beforeAll(async () => {
  courtside = await startCourtside();
  const answer = await fetch(`${courtside.app.url}/api/leagues/${courtside.leagueId}`);
  league = (await answer.json()) as PublicLeagueDetail;
});

afterAll(async () => {
  await courtside?.close();
});

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/**
 * Every public route of web/src/app/router.tsx (and its route tables), with a path that shows
 * real data: the site's pages, the sign-in and registration pages, a page that does not exist,
 * and the embeddable widgets under /integrations.
 */
function publicRoutes(): string[] {
  const id = courtside.leagueId;
  const team = league.teams[0]?.id ?? 1;
  const today = courtside.clock().toISOString().slice(0, 10);
  return [
    '/',
    '/leagues',
    `/leagues/${today}/contests`,
    `/league/${id}`,
    `/league/${id}?tab=schedule`,
    `/league/${id}/statistics`,
    '/officials/login',
    '/password-reset',
    '/video-zone/login',
    '/video-zone/register',
    '/video-zone/forgot-password',
    '/no-such-page',
    `/integrations/club/${team}/details`,
    `/integrations/leagues/league/${id}/standings`,
    `/integrations/leagues/league/${id}/standings-with-round`,
    `/integrations/leagues/league/${id}/schedule`,
    `/integrations/leagues/league/${id}/schedule-without-bracket`,
  ];
}

/** Waits until the page shows its content: a heading, and no loading placeholder left. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading').first().waitFor();
  await expect
    .poll(() => page.locator('.mantine-Skeleton-root, [aria-busy="true"]').count(), {
      timeout: 15_000,
    })
    .toBe(0);
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

describe('when axe checks every public page and widget', () => {
  it('finds no serious or critical violation on any of them', async () => {
    const page = await courtside.open();
    const found: Record<string, string[]> = {};
    for (const route of publicRoutes()) {
      await page.goto(route);
      await settled(page);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[route] = violations;
    }
    expect(found).toEqual({});
  });

  it('finds none on a phone either', async () => {
    const page = await courtside.open({ width: 360, height: 800 });
    const found: Record<string, string[]> = {};
    for (const route of ['/', `/league/${courtside.leagueId}`]) {
      await page.goto(route);
      await settled(page);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[route] = violations;
    }
    expect(found).toEqual({});
  });
});

/** Presses Tab until the focused element matches `selector`, as a keyboard user looking for it. */
async function tabTo(page: Page, selector: string, limit = 200): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(
      (wanted) => document.activeElement?.matches(wanted) ?? false,
      selector,
    );
    if (found) return;
  }
  throw new Error(`nothing matching ${selector} within ${limit} presses of Tab`);
}

describe('when a visitor uses only the keyboard', () => {
  it('tabs to a league from the landing page, opens it and switches to its schedule', async () => {
    const page = await courtside.open();
    await page.goto('/');
    await settled(page);
    await tabTo(page, 'a[href^="/league/"]:not([href*="/statistics"])');
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${href}`);
    await settled(page);

    await tabTo(page, '[role="tab"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const schedule = page.getByRole('tab', { name: 'Schedule' });
    await expect.poll(() => schedule.getAttribute('aria-selected')).toBe('true');
    await page.waitForURL(/tab=schedule/);
    await page.getByRole('tabpanel').getByRole('article').first().waitFor();
  });
});
