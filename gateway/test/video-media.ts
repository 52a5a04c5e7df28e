import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findVideoTools, type VideoTools } from '../src/video/ffmpeg';

const run = promisify(execFile);

/** The project's own ffmpeg and ffprobe (the npm-installed ones); the test fails plainly without. */
export function projectVideoTools(): VideoTools {
  const lookup = findVideoTools({ ffmpegPath: null, ffprobePath: null });
  if (!lookup.found) throw new Error(lookup.problem);
  return lookup.tools;
}

/** A fresh temporary folder for one test file's media. */
export function mediaFolder(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'courtside-video-'));
}

const codecs = {
  mp4: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart'],
  webm: [
    '-c:v',
    'libvpx-vp9',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'libopus',
  ],
  avi: ['-c:v', 'mpeg4', '-c:a', 'libmp3lame'],
  /** MPEG-4 part 2 and MP3 in an MP4 container: the right box, the wrong contents. */
  'part2.mp4': ['-c:v', 'mpeg4', '-c:a', 'libmp3lame'],
} as const;

/**
 * Generates a test clip with the project's ffmpeg: a test pattern and a tone of `seconds`, as
 * H.264/AAC MP4, VP9/Opus WebM, or MPEG-4 part 2/MP3 in an AVI or an MP4.
 */
export async function makeClip(
  folder: string,
  kind: keyof typeof codecs,
  seconds: number,
  size = '320x240',
): Promise<string> {
  const file = path.join(folder, `clip-${seconds}s-${size}.${kind}`);
  await run(projectVideoTools().ffmpeg, [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=${size}:rate=25`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    ...codecs[kind],
    '-shortest',
    file,
  ]);
  return file;
}

/** A text file posing as an MP4 by its name. */
export async function textPosingAsMp4(folder: string): Promise<string> {
  const file = path.join(folder, 'match.mp4');
  await writeFile(file, 'This is not a video, only a text file renamed to .mp4.\n'.repeat(200));
  return file;
}

/** A short match video made for a test, with its poster frame, in a folder of its own. */
export interface TestVideo {
  dir: string;
  video: string;
  poster: string;
  sizeBytes: number;
  durationSeconds: number;
  remove(): Promise<void>;
}

/**
 * A 6-second 320×240 VP9/Opus WebM (Chromium always plays it) with a keyframe every second, so
 * a seek lands where it is asked, and a JPEG poster.
 */
export async function makeTestVideo(): Promise<TestVideo> {
  const dir = await mediaFolder();
  const video = path.join(dir, 'match.webm');
  const poster = path.join(dir, 'poster.jpg');
  const durationSeconds = 6;
  const { ffmpeg } = projectVideoTools();
  await run('nice', [
    '-n',
    '19',
    ffmpeg,
    ...['-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=duration=${durationSeconds}:size=320x240:rate=25`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${durationSeconds}`],
    ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '200k'],
    ...['-g', '25', '-c:a', 'libopus', '-shortest', video],
  ]);
  await run(ffmpeg, ['-v', 'error', '-y', '-ss', '1', '-i', video, '-frames:v', '1', poster]);
  return {
    dir,
    video,
    poster,
    sizeBytes: (await stat(video)).size,
    durationSeconds,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
