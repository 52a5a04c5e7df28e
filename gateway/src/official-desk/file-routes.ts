import { Router, type Response } from 'express';
import { matchFileLimits } from '@courtside/events';
import { assertMayScore } from '../auth/official-scope';
import { requires } from '../auth/permissions';
import type { AccountRow } from '../db/tables';
import { ForbiddenError, NotFoundError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { inspectMatchFile } from './inspect-file';
import { receiveMatchFile } from './receive-file';
import { recordMatchFileEvent } from './record-file-event';
import { serveMatchFile } from './serve-file';
import { addMatchFile, findMatchFile, listMatchFiles, removeMatchFile } from './match-files';
import type { MatchFileStorage } from './storage';

/**
 * A match's files (spec §2 officials: facility photos, the score sheet, records). Only an
 * official who may see the match lists, uploads or opens them; the bytes are served from the
 * match-files storage by these routes alone.
 */
export function matchFileRoutes(deps: AreaDeps, storage: MatchFileStorage): Router {
  const { knex } = deps;
  const router = Router();
  const official = requires({ kind: 'official', ability: 'view.contests' });
  const account = (res: Response) => res.locals.account as AccountRow;

  async function fileOf(res: Response, contest: unknown, file: unknown) {
    const contestId = idParam(contest);
    await assertMayScore(knex, account(res), contestId);
    const row = await findMatchFile(knex, contestId, idParam(file));
    if (!row) throw new NotFoundError();
    return row;
  }

  const send = (res: Response, name: string, type: string) =>
    serveMatchFile(storage, res, name, type);

  router.get('/officials/games/:id/files', official, async (req, res) => {
    const contestId = idParam(req.params.id);
    await assertMayScore(knex, account(res), contestId);
    res.json({
      data: await listMatchFiles(knex, contestId),
      limits: { max_files: matchFileLimits.maxFiles, max_bytes: matchFileLimits.maxBytes },
    });
  });

  router.post('/officials/games/:id/files', official, async (req, res) => {
    const contestId = idParam(req.params.id);
    await assertMayScore(knex, account(res), contestId);
    const { file, kind } = await receiveMatchFile(req, res);
    const inspected = await inspectMatchFile(file.buffer);
    const added = await addMatchFile(knex, storage, {
      contestId,
      kind,
      originalName: file.originalname,
      bytes: file.buffer,
      inspected,
      uploadedBy: account(res).id,
      now: res.locals.now,
    });
    await recordMatchFileEvent(deps, req, res, {
      type: 'MatchFileUploaded',
      data: {
        contestId,
        fileId: added.id,
        kind: added.kind,
        mediaType: added.media_type,
        sizeBytes: added.size_bytes,
        name: added.original_name,
      },
    });
    res.status(201).json(added);
  });

  router.get('/officials/games/:id/files/:file', official, async (req, res) => {
    const row = await fileOf(res, req.params.id, req.params.file);
    // A PDF opens in the browser's viewer; the sandbox CSP keeps any script in it inert.
    await send(res, row.stored_name, row.media_type);
  });

  router.get('/officials/games/:id/files/:file/thumbnail', official, async (req, res) => {
    const row = await fileOf(res, req.params.id, req.params.file);
    if (!row.thumbnail_name) throw new NotFoundError();
    await send(res, row.thumbnail_name, 'image/webp');
  });

  // Only the official who uploaded a file takes it back (a wrong photo, a blurred sheet).
  router.delete('/officials/games/:id/files/:file', official, async (req, res) => {
    const row = await fileOf(res, req.params.id, req.params.file);
    if (row.uploaded_by !== account(res).id) throw new ForbiddenError();
    await removeMatchFile(knex, storage, row);
    await recordMatchFileEvent(deps, req, res, {
      type: 'MatchFileRemoved',
      data: { contestId: row.contest_id, fileId: row.id },
    });
    res.json({ data: await listMatchFiles(knex, row.contest_id) });
  });

  return router;
}
