import type { AuditMappings, ModelState } from '../audit';
import type { VideoEvent } from './events';

const video = (event: { data: { videoId: number } }) => [
  { model: 'video' as const, id: event.data.videoId },
];

/** A video's history: attached (what was kept, by whom), then perhaps removed (why). */
export const videoAudit: AuditMappings<VideoEvent> = {
  VideoAttached: {
    models: video,
    evolve: (_model, _state, { data }): ModelState => ({
      contest_id: data.contestId,
      league_id: data.leagueId,
      recording_id: data.recordingId,
      content_type: data.contentType,
      size_bytes: data.sizeBytes,
      duration_seconds: data.durationSeconds,
      width: data.width,
      height: data.height,
      video_codec: data.videoCodec,
      audio_codec: data.audioCodec,
      attached_by_kind: data.attachedBy.kind,
      attached_by_id: data.attachedBy.id,
      state: 'attached',
      reason: null,
    }),
    tags: () => ['created'],
  },
  VideoRemoved: {
    models: video,
    evolve: (_model, before, { data }): ModelState => ({
      ...before,
      state: 'removed',
      reason: data.reason,
    }),
    tags: () => ['status'],
  },
};
