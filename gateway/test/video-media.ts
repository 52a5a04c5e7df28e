import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The project's own ffmpeg (an optional dependency of gateway). */
const ffmpeg = fileURLToPath(
  new URL('../../node_modules/@ffmpeg-installer/linux-x64/ffmpeg', import.meta.url),
);

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
  const dir = await mkdtemp(join(tmpdir(), 'courtside-video-'));
  const video = join(dir, 'match.webm');
  const poster = join(dir, 'poster.jpg');
  const durationSeconds = 6;
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
