import { mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVideo, makePoster, probeMedia } from '../src/video/probe';
import { findVideoTools } from '../src/video/ffmpeg';
import { makeClip, mediaFolder, projectVideoTools, textPosingAsMp4 } from './video-media';

let folder: string;

beforeAll(async () => {
  folder = await mediaFolder();
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('when an uploaded file is checked by its content', () => {
  it('accepts an H.264/AAC MP4 and reads its length and size', async () => {
    const clip = await makeClip(folder, 'mp4', 2);
    const checked = await checkVideo(projectVideoTools(), clip);
    expect(checked).toMatchObject({
      contentType: 'video/mp4',
      videoCodec: 'h264',
      audioCodec: 'aac',
      width: 320,
      height: 240,
    });
    expect('durationSeconds' in checked && checked.durationSeconds).toBeCloseTo(2, 1);
  });

  it('accepts a VP9/Opus WebM and reads its length', async () => {
    const clip = await makeClip(folder, 'webm', 3);
    const checked = await checkVideo(projectVideoTools(), clip);
    expect(checked).toMatchObject({
      contentType: 'video/webm',
      videoCodec: 'vp9',
      audioCodec: 'opus',
    });
    expect('durationSeconds' in checked && checked.durationSeconds).toBeCloseTo(3, 1);
  });

  it('refuses an MPEG-4 part 2/MP3 AVI', async () => {
    const clip = await makeClip(folder, 'avi', 2);
    expect(await checkVideo(projectVideoTools(), clip)).toEqual({
      problem: 'videoUnknownContainer',
    });
  });

  it('refuses MPEG-4 part 2 with MP3 even inside an MP4 container', async () => {
    const clip = await makeClip(folder, 'part2.mp4', 1);
    expect(await checkVideo(projectVideoTools(), clip)).toEqual({ problem: 'videoUnknownCodec' });
  });

  it('refuses a text file renamed to .mp4 as no video at all', async () => {
    const fake = await textPosingAsMp4(folder);
    expect(await checkVideo(projectVideoTools(), fake)).toEqual({ problem: 'videoNotAVideo' });
  });

  it('makes a 640-wide JPEG poster frame', async () => {
    const clip = await makeClip(folder, 'mp4', 2, '1280x720');
    const poster = path.join(await mkdtemp(path.join(folder, 'poster-')), 'poster.jpg');
    expect(await makePoster(projectVideoTools(), clip, 2, poster)).toBe(true);
    const media = await probeMedia(projectVideoTools(), poster);
    expect(media).toMatchObject({ videoCodec: 'mjpeg', width: 640, height: 360 });
    expect((await stat(poster)).size).toBeGreaterThan(1000);
  });
});

describe('when ffmpeg or ffprobe is missing', () => {
  it('says plainly how to get them', () => {
    const lookup = findVideoTools({
      ffmpegPath: path.join(folder, 'no-ffmpeg'),
      ffprobePath: null,
    });
    expect(lookup.found).toBe(false);
    expect(!lookup.found && lookup.problem).toMatch(/ffmpeg .*cannot be run.*npm ci.*FFMPEG_PATH/);
  });
});
