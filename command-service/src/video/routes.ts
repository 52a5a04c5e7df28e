import { Router } from 'express';
import type { RemoveVideoInput } from '@courtside/events';
import type { Commands } from '../commands';
import { onBody, onRecord } from '../core/command-handler';

/**
 * `POST /videos/claims` (an upload's video id), `POST /videos` (attach the stored file),
 * `POST /videos/:id/remove` (an administrator takes it off).
 */
export function videoRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/videos/claims', onBody(commands.claimVideo, 201));
  router.post('/videos', onBody(commands.attachVideo, 201));
  router.post(
    '/videos/:id/remove',
    onRecord((id, input: RemoveVideoInput, meta) => commands.removeVideo(id, input, meta)),
  );
  return router;
}
