import type { AuditMappings, ModelState } from '../audit';
import { videoFields, type VideoEvent } from './events';

const video = (event: { data: { videoId: number } }) => [
  { model: 'video' as const, id: event.data.videoId },
];

/** A video's history: attached (what was kept, by whom), then perhaps removed (why). */
export const videoAudit: AuditMappings<VideoEvent> = {
  VideoAttached: {
    models: video,
    evolve: (_model, _state, { data }): ModelState => ({
      ...videoFields(data),
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
