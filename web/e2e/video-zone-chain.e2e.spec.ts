import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestVideo, type TestVideo } from '../../gateway/test/video-media';
import { superAdminForFile } from './support/admin';
import { markWindow, windowIsMarked } from './support/browser';
import {
  bookFirstRecording,
  phone,
  signInToVideoZone,
  startMatchVideo,
  videoTime,
} from './support/screens';

// Issue 11, the whole chain as its users live it: a representative books a recording on a
// phone, an administrator confirms it, films it and uploads the match video on the
// administration's screen (a real file made with ffmpeg, sent resumably), and the
// representative sees the booking become available without a reload and watches the video.

const { courtside, admin } = superAdminForFile();
let media: TestVideo;

beforeAll(async () => {
  media = await makeTestVideo();
}, 120_000);

afterAll(async () => {
  await media?.remove();
});

const signInRepresentative = (page: Page) =>
  signInToVideoZone(page, courtside.app.credentials.representative);

/** An administrator's step on a booking: its button, then Yes in the question it asks. */
async function takeStep(name: string): Promise<void> {
  await admin.getByRole('button', { name }).click();
  const question = admin.getByRole('dialog');
  await question.getByRole('button', { name: 'Yes' }).click();
  await question.waitFor({ state: 'hidden' });
}

describe('when the demo representative first opens video on demand', () => {
  it("finds the demo's video of the club's latest match, with its poster, and plays it", async () => {
    const representative = await courtside.open(phone);
    await signInRepresentative(representative);
    await representative.goto('/video-zone/video-on-demand');
    const watch = representative.getByRole('link', { name: /^Watch / });
    await watch.first().waitFor();
    expect(await watch.count()).toBe(1);
    await expect
      .poll(() => watch.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await watch.textContent()).toContain('0:30');
    await watch.click();
    await startMatchVideo(representative);
  });
});

describe('when a representative books a recording, and the administrator films and uploads it', () => {
  it('shows the booking available on the phone without a reload, and the video plays and seeks', async () => {
    const representative = await courtside.open(phone);
    await signInRepresentative(representative);
    await representative.goto('/video-zone/schedule-recording');
    const { match, card } = await bookFirstRecording(representative);
    await markWindow(representative);

    await admin.goto('/administration/leagues/video-on-demand');
    await admin.getByRole('heading', { name: 'Video on demand' }).waitFor();
    await takeStep(`Confirm the booking of ${match}`);
    await card.getByText('Confirmed').waitFor();
    await takeStep(`Start recording ${match}`);

    await admin.getByRole('button', { name: `Attach a video to ${match}` }).click();
    const upload = admin.getByRole('dialog', { name: `Video of ${match}` });
    await upload.locator('input[type="file"]').setInputFiles(media.video);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.getByText('The video is attached to the match.').waitFor({ timeout: 60_000 });
    expect(await upload.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await upload.getByRole('button', { name: 'Close' }).click();
    // The booking's row shows the video's poster frame and its length.
    const row = admin.getByRole('row').filter({ hasText: match });
    await row.getByText('0:06').waitFor();
    await expect
      .poll(() =>
        row
          .getByRole('img', { name: 'Poster frame of the video' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);

    // Filmed and uploaded: the club's phone says so by itself.
    await card.getByText('Available').waitFor();
    expect(await windowIsMarked(representative)).toBe(true);

    await representative.goto('/video-zone/video-on-demand');
    const watch = representative.getByRole('link', { name: `Watch ${match}` });
    await watch.waitFor();
    await watch.click();
    await representative.getByRole('heading', { name: match }).waitFor();
    const video = await startMatchVideo(representative);
    // A seek past what has played is answered by a range request, not by the whole file again.
    await video.evaluate((element: HTMLVideoElement) => {
      element.pause();
      element.currentTime = 4.5;
    });
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => !element.seeking && element.readyState >= 2),
      )
      .toBe(true);
    expect(await videoTime(representative)).toBeCloseTo(4.5, 1);
    const overflow = await representative.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
