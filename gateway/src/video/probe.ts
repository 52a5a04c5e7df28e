import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import {
  judgeMedia,
  videoLimits,
  type AcceptedMedia,
  type ProbedMedia,
  type VideoProblem,
} from '@courtside/events';
import type { VideoTools } from './ffmpeg';

const run = promisify(execFile);

/** How long one ffprobe or ffmpeg run may take before the file counts as unreadable. */
const toolTimeoutMs = 60_000;

/** A file that passed: its kind, codecs and what was read of it. */
export type CheckedVideo = AcceptedMedia & {
  durationSeconds: number;
  width: number;
  height: number;
};

interface ProbeJson {
  format?: { format_name?: string; duration?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
  }[];
}

/** What ffprobe reads of the file, or null when it cannot read it as media at all. */
export async function probeMedia(tools: VideoTools, file: string): Promise<ProbedMedia | null> {
  let stdout: string;
  try {
    ({ stdout } = await run(
      tools.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { timeout: toolTimeoutMs, maxBuffer: 4 * 1024 * 1024 },
    ));
  } catch {
    return null;
  }
  const json = JSON.parse(stdout) as ProbeJson;
  const streams = json.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  const duration = Number(json.format?.duration ?? video?.duration ?? Number.NaN);
  return {
    formatName: json.format?.format_name ?? '',
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    durationSeconds: duration,
    width: video?.width ?? 0,
    height: video?.height ?? 0,
  };
}

/**
 * Decides by content, never by name or declared type: MP4/MOV or WebM/Matroska carrying
 * H.264, VP9 or AV1 with AAC, Opus or no sound (the rules of `events/src/video/rules.ts`).
 */
export async function checkVideo(
  tools: VideoTools,
  file: string,
): Promise<CheckedVideo | { problem: VideoProblem }> {
  const media = await probeMedia(tools, file);
  if (!media) return { problem: 'videoNotAVideo' };
  const judged = judgeMedia(media);
  if ('problem' in judged) return judged;
  return {
    ...judged,
    durationSeconds: media.durationSeconds,
    width: media.width,
    height: media.height,
  };
}

/**
 * Writes the poster frame (JPEG, 640 wide, the height keeping the aspect) taken at about a tenth
 * of the video; false when ffmpeg could not make one.
 */
export async function makePoster(
  tools: VideoTools,
  file: string,
  durationSeconds: number,
  poster: string,
): Promise<boolean> {
  const at = (durationSeconds * videoLimits.posterAt).toFixed(3);
  try {
    await run(
      tools.ffmpeg,
      [
        '-v',
        'error',
        '-y',
        '-ss',
        at,
        '-i',
        file,
        '-frames:v',
        '1',
        '-vf',
        `scale=${videoLimits.posterWidth}:-2`,
        '-q:v',
        '3',
        '-f',
        'image2',
        poster,
      ],
      { timeout: toolTimeoutMs },
    );
    // ffmpeg may succeed without writing a frame (a seek past the last one).
    return (await stat(poster).catch(() => null))?.size ? true : false;
  } catch {
    return false;
  }
}
