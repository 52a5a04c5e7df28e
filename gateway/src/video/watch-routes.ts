import { Router, type RequestHandler } from 'express';
import type { AreaDeps } from '../area-deps';
import { requires } from '../auth/permissions';
import { ForbiddenError, NotFoundError } from '../errors';
import { idParam } from '../http/params';
import { pageQuery } from '../http/page';
import { validate } from '../http/validate';
import { videoMarkers } from '../queries/video-markers';
import {
  storedVideoFiles,
  watchableVideo,
  watchableVideos,
  type VideoViewer,
} from '../queries/videos';
import type { RepresentativeRow } from '../video-zone/representatives';
import { listEntry, playback } from './playback';

/**
 * Watching videos (issue 11): the approved representative's list (the club's matches and the
 * leagues open to all clubs) and the player's signed links; administrators play any video.
 * `guards` admit only an approved, not deleted representative.
 */
export function videoWatchRoutes(deps: AreaDeps, guards: RequestHandler[]): Router {
  const { knex, config } = deps;
  const router = Router();
  const admin = requires({ kind: 'admin', ability: 'list.leagues' });
  const clubOf = (account: RepresentativeRow): VideoViewer => ({
    kind: 'club',
    clubId: account.pb_club_id,
  });

  /** The video this viewer may watch; 404 when there is none, 403 when it is another's. */
  const findFor = async (viewer: VideoViewer, raw: unknown) => {
    const id = idParam(raw);
    const found = await watchableVideo(knex, viewer, id);
    if (found) return found;
    if (await storedVideoFiles(knex, id)) throw new ForbiddenError();
    throw new NotFoundError();
  };

  router.get('/video-zone/videos', ...guards, async (req, res) => {
    const { page } = validate(pageQuery, req.query);
    const account = res.locals.account as RepresentativeRow;
    const { data, meta } = await watchableVideos(knex, clubOf(account), page);
    const now = res.locals.now as Date;
    res.json({ data: data.map((found) => listEntry(config, found, account.id, now)), meta });
  });

  router.get('/video-zone/videos/:id/play', ...guards, async (req, res) => {
    const account = res.locals.account as RepresentativeRow;
    const found = await findFor(clubOf(account), req.params.id);
    const markers = await videoMarkers(deps.store, found);
    res.json(playback(config, found, markers, account.id, res.locals.now as Date));
  });

  router.get('/admin/videos/:id/play', admin, async (req, res) => {
    const account = res.locals.account as { id: number };
    const found = await findFor({ kind: 'admin' }, req.params.id);
    const markers = await videoMarkers(deps.store, found);
    res.json(playback(config, found, markers, account.id, res.locals.now as Date));
  });

  return router;
}
