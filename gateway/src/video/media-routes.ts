import { Router } from 'express';
import type { Knex } from 'knex';
import type { Clock } from '@courtside/events';
import type { GatewayConfig } from '../config';
import { HttpError, NotFoundError } from '../errors';
import { idParam } from '../http/params';
import { storedVideoFiles, viewerMayStillWatch } from '../queries/videos';
import { mediaKey } from './playback';
import { sendStored } from './send-stored';
import { checkMediaLink } from './signed-url';
import type { VideoStorage } from './storage/port';

/** 403 for a media link that is not ours or whose time is up; the viewer is told which. */
class MediaLinkRefused extends HttpError {
  readonly status = 403;
  constructor(expired: boolean) {
    super(expired ? 'videoLinkExpired' : 'videoLinkInvalid');
  }
}

/**
 * The video files behind signed links (issue 11): `GET /media/videos/:id?what=&exp=&viewer=&sig=`.
 * Outside /api: a `<video>` element sends no CSRF token, and the signature is the permission.
 */
export function videoMediaRoutes(deps: {
  knex: Knex;
  config: GatewayConfig;
  clock: Clock;
  storage: VideoStorage;
}): Router {
  const router = Router();
  router.get('/media/videos/:id', async (req, res) => {
    const id = idParam(req.params.id);
    const grant = checkMediaLink(mediaKey(deps.config), id, req.query, deps.clock());
    if (typeof grant === 'string') throw new MediaLinkRefused(grant === 'expired');
    // A representative deleted (or an account disabled) since the link was made gets nothing.
    if (!(await viewerMayStillWatch(deps.knex, grant.viewer))) throw new MediaLinkRefused(false);
    const files = await storedVideoFiles(deps.knex, id);
    if (!files) throw new NotFoundError();
    const key = grant.what === 'video' ? files.storage_key : files.poster_key;
    await sendStored(deps.storage, key, req.headers.range, res);
  });
  return router;
}
