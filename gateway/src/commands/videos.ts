import type { Request } from 'express';
import type { AttachVideoInput, MatchVideo } from '@courtside/events';
import type { AreaDeps } from '../area-deps';
import type { AccountRow } from '../db/tables';
import { videoById } from '../queries/video-uploads';
import { forward, sendAndWait } from './send';

/** Who sends a video: a signed-in administrator or a recording service's API key. */
export interface Uploader {
  kind: 'admin' | 'api_key';
  id: number;
}

/** command-service takes the uploader as the actor, as it takes a signed-in account. */
const actor = (uploader: Uploader) => uploader as unknown as AccountRow;

/** The video id of a tus upload: the same upload always gets the same id. */
export async function claimVideoId(
  deps: AreaDeps,
  req: Request,
  uploader: Uploader,
  uploadId: string,
): Promise<number> {
  const answer = await forward(deps, req, actor(uploader), 'POST', '/videos/claims', {
    upload_id: uploadId,
  });
  return Number(answer.id);
}

/** Attaches a stored, checked video to its match; answers it as rm.videos shows it. */
export async function attachVideo(
  deps: AreaDeps,
  req: Request,
  uploader: Uploader,
  body: AttachVideoInput,
): Promise<MatchVideo | null> {
  const answer = await sendAndWait(deps, req, actor(uploader), 'POST', '/videos', body);
  return videoById(deps.knex, Number(answer.id));
}
