import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock, PublicContest } from '@courtside/events';
import { testClock } from '@courtside/events/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type RunningApp } from '../../../scripts/app';
import { assertWebBuilt, launchChromium, newUser } from './browser';
import { demoDatabase } from './demo-database';

export interface Courtside {
  app: RunningApp;
  /** The app's clock, which the browser pages share: "today" is its day. */
  clock: Clock;
  /** The seeded contest whose score window is open, and its league. */
  liveContestId: number;
  leagueId: number;
  upcomingContestId: number;
  /** The seeded play-off: quarter-finals played (best of 3), semi-finals scheduled. */
  playOffLeagueId: number;
  /** A fresh browser context (own cookies and storage) on a new page. */
  open(viewport?: { width: number; height: number }): Promise<Page>;
  fetchContest(id: number): Promise<PublicContest>;
  close(): Promise<void>;
}

export const phone = { width: 390, height: 844 };

/** The real app on a fresh copy of the demo database, and Debian's Chromium. */
export async function startCourtside(): Promise<Courtside> {
  assertWebBuilt();
  const clock = testClock();
  const { database, demo, copyVideos } = await demoDatabase(clock);
  // The demo's video and what uploads keep go to a folder of this Courtside's, gone with it.
  const videoStorageDir = await mkdtemp(join(tmpdir(), 'courtside-e2e-videos-'));
  await copyVideos(videoStorageDir);
  const started = await startApp({
    databaseUrl: database.url,
    port: 0,
    host: '127.0.0.1',
    clock,
    videoStorageDir,
  });
  // The copy already holds the demo, so this start did not seed: it is the template's demo.
  const app: RunningApp = { ...started, demo };
  const browser: Browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  const upcoming = demo.upcomingContestIds[0];
  if (upcoming === undefined) throw new Error('the demo seed has no contest to come');

  return {
    app,
    clock,
    liveContestId: demo.inProgressContestId,
    leagueId: demo.inProgressLeagueId,
    upcomingContestId: upcoming,
    playOffLeagueId: demo.playOffLeagueId,
    async open(viewport) {
      const context = await newUser(browser, app.url, viewport, clock);
      contexts.push(context);
      return context.newPage();
    },
    async fetchContest(id) {
      const response = await fetch(`${app.url}/api/contests/${id}`);
      return (await response.json()) as PublicContest;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await app.close();
      await database.drop();
      await rm(videoStorageDir, { recursive: true, force: true });
    },
  };
}

/**
 * A handle a test file holds from its top for what its `beforeAll` starts: the file's tests run
 * after that hook, so they read the started value; reading it earlier is a mistake and says so.
 */
export function startedLater<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = current();
      if (value === undefined) throw new Error(`${what} is read before beforeAll started it`);
      const field: unknown = Reflect.get(value, key);
      return typeof field === 'function' ? (field as () => unknown).bind(value) : field;
    },
  });
}

/**
 * One Courtside for the test file: started before its first test and closed after its last.
 * The file's own `beforeAll` and `afterAll` hooks run inside that span.
 */
export function courtsideForFile(): Courtside {
  let courtside: Courtside | undefined;
  beforeAll(async () => {
    courtside = await startCourtside();
  });
  afterAll(async () => {
    await courtside?.close();
  });
  return startedLater(() => courtside, 'Courtside');
}
