import {
  attachVideoSchema,
  claimVideoSchema,
  removeVideoSchema,
  streams,
  type AttachVideoInput,
  type ClaimVideoInput,
  type RemoveVideoInput,
} from '@courtside/events';
import { contestDecider } from '../contest/decide';
import { commandScope } from '../core/command-scope';
import type { CommandDeps, CommandResult, CreatedResult } from '../core/deps';
import { ForbiddenError, ValidationError } from '../core/errors';
import type { CommandMeta } from '../core/metadata';
import { parseInput } from '../core/parse';
import { readState } from '../core/read-state';
import { recordId } from '../core/schema';
import { recordingDecider } from '../recording/decide';
import { videoDecider, type AttachContext } from './decide';

/** Who may attach a video: an administrator's upload or a recording service's API key. */
const attachers = ['admin', 'api_key'] as const;

/** The account or key attaching, as the event names it (ids only). */
function attacher(meta: CommandMeta): { kind: 'account' | 'api_key'; id: number } {
  const id = Number(meta.actor?.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new ForbiddenError();
  return { kind: meta.actor?.kind === 'api_key' ? 'api_key' : 'account', id };
}

/** The match and the named booking, read from their streams. */
async function attachContext(
  deps: CommandDeps,
  contestId: number,
  recordingId: number | null,
  now: string,
): Promise<AttachContext> {
  const [contest, booking] = await Promise.all([
    readState(deps.store, streams.contest(contestId), contestDecider),
    recordingId === null
      ? null
      : readState(deps.store, streams.recording(recordingId), recordingDecider),
  ]);
  return {
    now,
    match: contest.status === 'absent' ? null : { leagueId: contest.leagueId },
    booking:
      booking && booking.status !== 'absent'
        ? { contestId: booking.contestId, state: booking.status }
        : null,
  };
}

/** The gateway claims the video id of an upload before it keeps the files under it. */
export async function claimVideo(
  deps: CommandDeps,
  input: ClaimVideoInput,
  meta: CommandMeta = {},
): Promise<{ id: number }> {
  commandScope(deps, meta, attachers);
  const { upload_id: uploadId } = parseInput(claimVideoSchema, input);
  return { id: await deps.videoClaims.claim(uploadId) };
}

/**
 * A checked, stored video is attached to its match under the id claimed for its upload. A booking
 * being filmed (`recording`) is completed by it: the club can watch now.
 */
export async function attachVideo(
  deps: CommandDeps,
  input: AttachVideoInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  const scope = commandScope(deps, meta, attachers);
  const attachedBy = attacher(meta);
  const parsed = parseInput(attachVideoSchema, input);
  const context = await attachContext(deps, parsed.contest_id, parsed.recording_id, scope.now);
  const videoId = parsed.video_id;
  const attached = await scope.run(streams.video(videoId), videoDecider, {
    type: 'AttachVideo',
    data: {
      videoId,
      contestId: parsed.contest_id,
      recordingId: parsed.recording_id,
      contentType: parsed.content_type,
      sizeBytes: parsed.size_bytes,
      durationSeconds: parsed.duration_seconds,
      width: parsed.width,
      height: parsed.height,
      videoCodec: parsed.video_codec,
      audioCodec: parsed.audio_codec,
      attachedBy,
    },
    metadata: context,
  });
  if (parsed.recording_id === null || context.booking?.state !== 'recording') {
    return { id: videoId, ...attached };
  }
  try {
    const completed = await scope.run(streams.recording(parsed.recording_id), recordingDecider, {
      type: 'TakeBookingStep',
      data: { recordingId: parsed.recording_id, action: 'complete', reason: null },
      metadata: { now: scope.now },
    });
    return { id: videoId, revision: attached.revision, position: completed.position };
  } catch (error) {
    // An administrator completed the booking meanwhile: the video stands all the same.
    if (error instanceof ValidationError) return { id: videoId, ...attached };
    throw error;
  }
}

/** An administrator takes a video off its match, saying why. */
export async function removeVideo(
  deps: CommandDeps,
  videoId: number,
  input: RemoveVideoInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const scope = commandScope(deps, meta);
  const id = recordId(videoId);
  const { reason } = parseInput(removeVideoSchema, input);
  return scope.run(streams.video(id), videoDecider, {
    type: 'RemoveVideo',
    data: { videoId: id, reason },
    metadata: { now: scope.now },
  });
}
