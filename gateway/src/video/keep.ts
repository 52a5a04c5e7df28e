import { rm } from 'node:fs/promises';
import { videoKeys, type AttachVideoInput, type VideoProblem } from '@courtside/events';
import type { VideoTools } from './ffmpeg';
import { checkVideo, makePoster } from './probe';
import type { VideoStorage } from './storage/port';

/** Why a file is not kept: it is no video the rules take, or no frame could be read. */
export interface KeepRefusal {
  problem: VideoProblem;
}

/** The facts of a checked file that its attach names, with the id claimed for it. */
export type CheckedFacts = Omit<AttachVideoInput, 'contest_id' | 'recording_id'>;

/**
 * The one way a video file becomes a match video, for an upload and for the demo alike: checked
 * by content, its poster frame taken, the id claimed, video and poster kept behind the storage
 * port, and then attached. A refused file leaves nothing stored; a failing attach takes back what
 * was stored. The poster's working file is removed either way.
 */
export async function keepVideo<Attached>(
  tools: VideoTools,
  storage: VideoStorage,
  file: string,
  sizeBytes: number,
  steps: { claim(): Promise<number>; attach(facts: CheckedFacts): Promise<Attached> },
): Promise<Attached | KeepRefusal> {
  const poster = `${file}.poster.jpg`;
  const keys: string[] = [];
  try {
    const checked = await checkVideo(tools, file);
    if ('problem' in checked) return { problem: checked.problem };
    if (!(await makePoster(tools, file, checked.durationSeconds, poster))) {
      return { problem: 'videoNoDuration' };
    }
    const videoId = await steps.claim();
    const videoKey = videoKeys.video(videoId, checked.contentType);
    keys.push(videoKey, videoKeys.poster(videoId));
    await storage.putFile(videoKey, file, checked.contentType);
    await storage.putFile(videoKeys.poster(videoId), poster, 'image/jpeg');
    const attached = await steps.attach({
      video_id: videoId,
      content_type: checked.contentType,
      size_bytes: sizeBytes,
      duration_seconds: checked.durationSeconds,
      width: checked.width,
      height: checked.height,
      video_codec: checked.videoCodec,
      audio_codec: checked.audioCodec,
    });
    keys.length = 0;
    return attached;
  } finally {
    await Promise.all(keys.map((key) => storage.remove(key)));
    await rm(poster, { force: true });
  }
}
