import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatewayConfig } from '../config';

/** The two programs the video checks run. */
export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
}

/** Where the tools are, or what is missing and how to get it. */
export type ToolsLookup = { found: true; tools: VideoTools } | { found: false; problem: string };

/** Raised where a video is to be checked but ffmpeg or ffprobe is missing (answered 503). */
export class VideoToolsMissing extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VideoToolsMissing';
  }
}

const require = createRequire(import.meta.url);

/** The binary an `@ffmpeg-installer`/`@ffprobe-installer` platform package ships, if installed. */
function installedBinary(tool: 'ffmpeg' | 'ffprobe'): string | null {
  const binary = process.platform === 'win32' ? `${tool}.exe` : tool;
  try {
    const manifest = require.resolve(
      `@${tool}-installer/${process.platform}-${process.arch}/package.json`,
    );
    return path.join(path.dirname(manifest), binary);
  } catch {
    return null;
  }
}

function runnable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds ffmpeg and ffprobe: FFMPEG_PATH/FFPROBE_PATH when set, else the binaries of the npm
 * packages the project's own set-up installs (optional dependencies of the gateway). Missing
 * ones are named with the way to get them; the gateway still starts, only uploads are refused.
 */
export function findVideoTools(
  config: Pick<GatewayConfig, 'ffmpegPath' | 'ffprobePath'>,
): ToolsLookup {
  const ffmpeg = config.ffmpegPath ?? installedBinary('ffmpeg');
  const ffprobe = config.ffprobePath ?? installedBinary('ffprobe');
  const missing = [
    ...(ffmpeg && runnable(ffmpeg) ? [] : [`ffmpeg (${ffmpeg ?? 'not installed'})`]),
    ...(ffprobe && runnable(ffprobe) ? [] : [`ffprobe (${ffprobe ?? 'not installed'})`]),
  ];
  if (ffmpeg && ffprobe && missing.length === 0) return { found: true, tools: { ffmpeg, ffprobe } };
  return {
    found: false,
    problem:
      `Video uploads are off: ${missing.join(' and ')} cannot be run. Run \`npm ci\` without ` +
      '--omit=optional (it installs @ffmpeg-installer and @ffprobe-installer for this platform), ' +
      'or set FFMPEG_PATH and FFPROBE_PATH to installed ffmpeg and ffprobe binaries.',
  };
}

/** The tools, or the VideoToolsMissing error an upload answers 503 with. */
export function requireVideoTools(lookup: ToolsLookup): VideoTools {
  if (!lookup.found) throw new VideoToolsMissing(lookup.problem);
  return lookup.tools;
}
