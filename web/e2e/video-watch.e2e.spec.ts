import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import pino from 'pino';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandService, type CommandService } from '@courtside/command-service';
import { videoKeys } from '@courtside/events';
import { createPostgresEventStore } from '@courtside/events/store';
import { testClock } from '@courtside/events/testing';
import { startApp, type RunningApp } from '../../scripts/app';
import { localFolderStorage } from '../../gateway/src/video/storage/local-folder';
import { makeTestVideo, type TestVideo } from '../../gateway/test/video-media';
import { assertWebBuilt, launchChromium, newUser } from './support/browser';
import { demoDatabase, type DemoDatabase } from './support/demo-database';
import { phone, signInToVideoZone, startMatchVideo, videoTime } from './support/screens';

const admin = { actor: { kind: 'admin' as const, id: '1' } };

let demo: DemoDatabase;
let app: RunningApp;
let browser: Browser;
let media: TestVideo;
let storageDir: string;
let pool: pg.Pool;
let knex: Knex;
let command: CommandService;
const clock = testClock();

/**
 * The demo on its own database, its videos kept in a folder of this file's, and a second
 * command-service on the same log: the way ingest attaches a checked, stored video.
 */
beforeAll(async () => {
  assertWebBuilt();
  media = await makeTestVideo();
  storageDir = await mkdtemp(join(tmpdir(), 'courtside-e2e-videos-'));
  demo = await demoDatabase(clock);
  await demo.copyVideos(storageDir);
  app = await startApp({
    databaseUrl: demo.database.url,
    port: 0,
    host: '127.0.0.1',
    clock,
    videoStorageDir: storageDir,
  });
  pool = new pg.Pool({ connectionString: demo.database.url, max: 3 });
  knex = knexFactory({ client: 'pg', connection: demo.database.url, pool: { min: 0, max: 2 } });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await command?.close();
  await knex?.destroy();
  await pool?.end();
  await demo?.database.drop();
  await media?.remove();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

/**
 * Vojvodina (the demo representative's club) plays its league rival again, the scorer entering
 * a quarter at 0:02, 0:04 and 0:05 of the recording; the match's video is attached.
 */
async function attachClubMatchVideo(): Promise<string> {
  const { email } = app.credentials.representative;
  const account = (await knex('accounts').where({ email }).first('pb_club_id')) as {
    pb_club_id: number;
  };
  const teams = knex('rm.club_teams').where('club_id', account.pb_club_id).select('team_id');
  const played = (await knex('rm.contests')
    .where((q) => q.whereIn('first_team_id', teams).orWhereIn('second_team_id', teams))
    .orderBy('id')
    .first()) as {
    league_id: number;
    first_team_id: number;
    second_team_id: number;
    first_team_name: string;
    second_team_name: string;
  };
  const start = clock().getTime() - 60_000;
  const at = { now: new Date(start) };
  const store = createPostgresEventStore({ pool });
  command = createCommandService({
    store,
    pool,
    clock: () => at.now,
    logger: pino({ level: 'silent' }),
  });
  const { commands } = command;
  const contest = await commands.scheduleContest({
    league_id: played.league_id,
    round: 1,
    time: new Date(start).toISOString(),
    location: 'Spens',
    first_team_id: played.first_team_id,
    second_team_id: played.second_team_id,
  });
  let revision = contest.revision;
  const score: Record<string, number> = {};
  for (const [quarter, second] of [
    [1, 2],
    [2, 4],
    [3, 5],
  ] as const) {
    at.now = new Date(start + second * 1000);
    Object.assign(score, { [`A${quarter}`]: 20, [`B${quarter}`]: 18 });
    const recorded = await commands.recordScores(contest.id, {
      ...score,
      expected_revision: revision,
    });
    revision = recorded.revision;
  }
  const { id } = await commands.claimVideo({ upload_id: 'e2e-watch' }, admin);
  const storage = localFolderStorage(storageDir);
  await storage.putFile(videoKeys.video(id, 'video/webm'), media.video, 'video/webm');
  await storage.putFile(videoKeys.poster(id), media.poster, 'image/jpeg');
  await commands.attachVideo(
    {
      video_id: id,
      contest_id: contest.id,
      recording_id: null,
      content_type: 'video/webm',
      size_bytes: media.sizeBytes,
      duration_seconds: media.durationSeconds,
      width: 320,
      height: 240,
      video_codec: 'vp9',
      audio_codec: 'opus',
    },
    admin,
  );
  return `${played.first_team_name} – ${played.second_team_name}`;
}

describe("when a representative watches their club's match video on a phone", () => {
  it('lists it, plays it, and a quarter button seeks the video', async () => {
    const match = await attachClubMatchVideo();
    const page = await (await newUser(browser, app.url, phone, clock)).newPage();
    await signInToVideoZone(page, app.credentials.representative);
    await page.goto('/video-zone/video-on-demand');
    const card = page.getByRole('link', { name: `Watch ${match}` });
    await card.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await card.textContent()).toContain('0:06');
    await card.click();

    await page.getByRole('heading', { name: match }).waitFor();
    const video = await startMatchVideo(page);

    await page.getByRole('button', { name: '3rd quarter' }).click();
    // The third quarter began when the second was scored: 0:04 into the recording.
    await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    await page.getByRole('button', { name: '1st quarter' }).click();
    await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeLessThan(2);

    // Paused at the third quarter, the page's clock runs on to just before the link expires:
    // the player takes a new link and stays where the viewer was.
    await page.getByRole('button', { name: '3rd quarter' }).click();
    await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(4);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    const paused = await videoTime(page);
    const firstLink = await video.evaluate((element: HTMLVideoElement) => element.currentSrc);
    await page.clock.fastForward('09:30');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc), {
        timeout: 15_000,
      })
      .not.toBe(firstLink);
    await expect.poll(() => videoTime(page)).toBeCloseTo(paused, 1);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
