import { Router } from 'express';
import { requires } from '../auth/permissions';
import type { AreaDeps } from '../area-deps';
import { NotFoundError } from '../errors';
import { idParam } from '../http/params';
import { leagueOrNotFound } from '../leagues-admin/league-or-not-found';
import { contestLeague, leagueMatchReports } from '../queries/league-match-reports';
import { matchReportOf } from '../queries/match-reports';
import { findMatchFile, listMatchFiles } from './match-files';
import { serveMatchFile } from './serve-file';
import type { MatchFileStorage } from './storage';

/**
 * The administration's match reports (issue 9): an administrator with rights on leagues reads
 * each match's report and opens its files, served by these routes alone, as officials' are.
 */
export function adminReportRoutes(deps: AreaDeps, storage: MatchFileStorage): Router {
  const { knex } = deps;
  const router = Router();
  const leagues = requires({ kind: 'admin', ability: 'list.leagues' });

  async function contestOrNotFound(id: unknown): Promise<number> {
    const contestId = idParam(id);
    if ((await contestLeague(knex, contestId)) === null) throw new NotFoundError();
    return contestId;
  }

  async function fileOrNotFound(contest: unknown, file: unknown) {
    const row = await findMatchFile(knex, await contestOrNotFound(contest), idParam(file));
    if (!row) throw new NotFoundError();
    return row;
  }

  router.get('/admin/leagues/:id/match-reports', leagues, async (req, res) => {
    const league = await leagueOrNotFound(knex, idParam(req.params.id));
    res.json({
      league: { id: league.id, name: league.name },
      data: await leagueMatchReports(knex, league.id),
    });
  });

  router.get('/admin/contests/:id/match-report', leagues, async (req, res) => {
    const contestId = await contestOrNotFound(req.params.id);
    res.json({
      report: await matchReportOf(knex, contestId),
      files: await listMatchFiles(knex, contestId, 'admin'),
    });
  });

  router.get('/admin/contests/:id/files/:file', leagues, async (req, res) => {
    const row = await fileOrNotFound(req.params.id, req.params.file);
    await serveMatchFile(storage, res, row.stored_name, row.media_type);
  });

  router.get('/admin/contests/:id/files/:file/thumbnail', leagues, async (req, res) => {
    const row = await fileOrNotFound(req.params.id, req.params.file);
    if (!row.thumbnail_name) throw new NotFoundError();
    await serveMatchFile(storage, res, row.thumbnail_name, 'image/webp');
  });

  return router;
}
