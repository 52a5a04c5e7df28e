import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { videoLimits } from '@courtside/events';
import type { AreaDeps } from '../area-deps';
import { requires } from '../auth/permissions';
import type { Uploader } from '../commands/videos';
import { NotFoundError, UnauthenticatedError } from '../errors';
import { idParam } from '../http/params';
import { videoById } from '../queries/video-uploads';
import { StoredObjectMissing, type VideoStorage } from './storage/port';
import { findVideoTools } from './ffmpeg';
import { videoStorageFrom } from './storage';
import { videoUploads, type VideoUploads } from './uploads';

const adminRoute = '/api/admin/videos/uploads';
const keyRoute = '/api/v1/videos/uploads';

/**
 * Resumable video uploads (tus, issue 11): administrators with list.leagues (session, as the
 * other admin routes) and recording services (an API key with the `recordings` scope, checked
 * by authenticateApiKey). Missing ffmpeg/ffprobe is logged once at start and answered 503 on
 * upload; the rest of the gateway runs on.
 */
export function videoUploadRoutes(deps: AreaDeps): Router {
  const { config, logger } = deps;
  const tools = findVideoTools({
    ffmpegPath: config.ffmpegPath ?? null,
    ffprobePath: config.ffprobePath ?? null,
  });
  if (!tools.found) logger.warn(tools.problem);
  let storage: Promise<VideoStorage> | null = null;
  const storageOnce = () => (storage ??= Promise.resolve().then(() => videoStorageFrom(config)));
  let uploads: Promise<VideoUploads> | null = null;
  const uploadsOnce = () =>
    (uploads ??= storageOnce().then((storage) =>
      videoUploads(deps, {
        tools,
        storage,
        stagingDir: path.resolve(config.videoStagingDir ?? '.data/video-uploads'),
        maxBytes: config.videoMaxBytes ?? videoLimits.defaultMaxBytes,
      }),
    ));
  const send =
    (route: string, uploader: (res: Response) => Uploader) =>
    async (req: Request, res: Response) => {
      await (await uploadsOnce()).handle(route, req, res, uploader(res));
    };

  const router = Router();
  const admin = requires({ kind: 'admin', ability: 'list.leagues' });
  // The poster frame of an attached video, for the administrators' booking list.
  router.get('/admin/videos/:id/poster', admin, async (req, res) => {
    const video = await videoById(deps.knex, idParam(req.params.id));
    if (!video) throw new NotFoundError();
    const poster = await (await storageOnce()).read(video.poster_key).catch((error: unknown) => {
      if (error instanceof StoredObjectMissing) throw new NotFoundError();
      throw error;
    });
    res.type('image/jpeg').set('Cache-Control', 'private, max-age=3600');
    await pipeline(poster, res);
  });
  router.use(
    '/admin/videos/uploads',
    admin,
    send(adminRoute, (res) => ({ kind: 'admin', id: res.locals.account?.id ?? 0 })),
  );
  router.use(
    '/v1/videos/uploads',
    (_req: Request, res: Response, next: NextFunction) => {
      if (!res.locals.apiKey) throw new UnauthenticatedError();
      next();
    },
    send(keyRoute, (res) => ({ kind: 'api_key', id: res.locals.apiKey?.id ?? 0 })),
  );
  return router;
}
