import { Router, type Request } from 'express';
import { requires } from '../auth/permissions';
import { scheduleContests } from '../commands/leagues';
import type { AccountRow } from '../db/tables';
import { acceptOnly } from '../http/accept-only';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { localeOf, translate } from '../i18n';
import { leagueContests, leagueTeams } from '../queries/admin-leagues';
import { readFixtures, type FixtureRow } from './fixtures-import';
import { fieldErrors, fixtureFields, fixtureSchema, validateForm } from './league-forms';
import { leagueOrNotFound } from './league-or-not-found';

const isValid = (row: FixtureRow) => Object.keys(row.errors).length === 0;

/** A preview row's problems in the reader's language, per column. */
function translateRowErrors(req: Request, row: FixtureRow) {
  const locale = localeOf(req);
  return Object.fromEntries(
    Object.entries(row.errors).map(([field, keys]) => [
      field,
      (keys ?? []).map((key) => translate(locale, key)),
    ]),
  );
}

/**
 * Fixtures (scheduled contests) of a free-form league: one entered by hand, or many from a CSV
 * file, previewed first.
 */
export function fixtureRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const leagues = requires({ kind: 'admin', ability: 'list.leagues' });
  const account = (res: { locals: { account?: AccountRow } }) => res.locals.account as AccountRow;

  /** Reads the posted CSV text against the league's teams, refusing a file it cannot read. */
  async function fixtureRows(req: Request, leagueId: number): Promise<FixtureRow[]> {
    const body = acceptOnly(req.body, ['csv']);
    const league = await leagueOrNotFound(knex, leagueId);
    if (league.kind !== 'free-form') throw fieldErrors({ kind: ['fixturesKind'] });
    if (typeof body.csv !== 'string' || body.csv.trim() === '') {
      throw fieldErrors({ csv: ['required'] });
    }
    const rows = readFixtures(body.csv, await leagueTeams(knex, leagueId));
    if (!rows || rows.length === 0) throw fieldErrors({ csv: ['invalidUpload'] });
    return rows;
  }

  router.post('/admin/leagues/:id/fixtures', leagues, async (req, res) => {
    const id = idParam(req.params.id);
    const input = validateForm(fixtureSchema, acceptOnly(req.body, fixtureFields));
    const league = await leagueOrNotFound(knex, id);
    if (league.kind !== 'free-form') throw fieldErrors({ kind: ['fixturesKind'] });
    const [answer] = await scheduleContests({ deps, req, account: account(res) }, [
      {
        body: {
          league_id: id,
          round: input.round,
          time: new Date(input.time).toISOString(),
          location: input.location ?? null,
          first_team_id: input.first_team_id,
          second_team_id: input.second_team_id,
        },
      },
    ]);
    res.status(201).json({ id: answer?.id, data: await leagueContests(knex, id) });
  });

  router.post('/admin/leagues/:id/fixtures/import/preview', leagues, async (req, res) => {
    const id = idParam(req.params.id);
    const rows = await fixtureRows(req, id);
    res.json({
      rows: rows.map((row) => ({ ...row, errors: translateRowErrors(req, row) })),
      valid: rows.filter(isValid).length,
      invalid: rows.filter((row) => !isValid(row)).length,
    });
  });

  router.post('/admin/leagues/:id/fixtures/import/confirm', leagues, async (req, res) => {
    const id = idParam(req.params.id);
    const rows = await fixtureRows(req, id);
    const valid = rows.filter(isValid);
    if (valid.length === 0) throw fieldErrors({ csv: ['invalidUpload'] });
    await scheduleContests(
      { deps, req, account: account(res) },
      valid.map((row) => ({
        body: {
          league_id: id,
          round: row.round,
          time: row.starts_at,
          location: row.location,
          first_team_id: row.first_team_id,
          second_team_id: row.second_team_id,
        },
        part: `fixture:${row.line}`,
      })),
    );
    res.status(201).json({ created: valid.length, skipped: rows.length - valid.length });
  });

  return router;
}
