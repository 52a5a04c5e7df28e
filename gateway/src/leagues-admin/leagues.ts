import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import { requires } from '../auth/permissions';
import { forwardCommand } from '../commands/forward';
import { acceptOnly, readModelsAt } from '../competitions/writes';
import { containing, listQuery, paginate } from '../competitions/paging';
import type { AccountRow } from '../db/tables';
import { NotFoundError } from '../errors';
import type { AreaDeps } from '../http/area-deps';
import { idParam } from '../http/params';
import { localeOf, translate } from '../i18n';
import { readFixtures, type FixtureRow } from './fixtures-import';
import {
  createLeagueFields,
  createLeagueSchema,
  fieldErrors,
  fixtureFields,
  fixtureSchema,
  planFields,
  planSchema,
  validateForm,
} from './league-forms';

const rm = 'rm';

/** A league as the admin list shows it. */
export interface AdminLeagueSummary {
  id: number;
  kind: string;
  name: string;
  category_name: string | null;
  season: string | null;
  city: string | null;
  public: boolean;
  number_of_teams: number;
  rounds: number;
  start_date: string;
  teams_count: number;
  contests_count: number;
}

/** A match as the league page's schedule tab shows it. */
export interface AdminContest {
  id: number;
  round: number;
  time: string;
  location: string | null;
  first_team_id: number;
  second_team_id: number;
  first_team_name: string;
  second_team_name: string;
  first_team_total: number;
  second_team_total: number;
  status: string;
  winner: string | null;
  revision: number;
}

function leagueSummaries(knex: Knex) {
  return knex(`${rm}.leagues as l`).select(
    'l.id',
    'l.kind',
    'l.name',
    'l.category_name',
    'l.season',
    'l.city',
    'l.public',
    'l.number_of_teams',
    'l.rounds',
    knex.raw(`to_char(l.start_date, 'YYYY-MM-DD') AS start_date`),
    knex.raw(
      `(SELECT count(*)::int FROM ${rm}.league_teams t WHERE t.league_id = l.id) AS teams_count`,
    ),
    knex.raw(
      `(SELECT count(*)::int FROM ${rm}.contests c WHERE c.league_id = l.id) AS contests_count`,
    ),
  );
}

async function leagueOrNotFound(knex: Knex, id: number) {
  const league = (await leagueSummaries(knex).where('l.id', id).first()) as
    AdminLeagueSummary | undefined;
  if (!league) throw new NotFoundError();
  return league;
}

async function leagueTeams(knex: Knex, leagueId: number) {
  return knex(`${rm}.league_teams as lt`)
    .join(`${rm}.teams as t`, 't.id', 'lt.team_id')
    .where('lt.league_id', leagueId)
    .orderBy('t.id')
    .select('t.id', 't.name', 't.full_name', 't.city') as Promise<
    { id: number; name: string; full_name: string | null; city: string | null }[]
  >;
}

async function leagueContests(knex: Knex, leagueId: number): Promise<AdminContest[]> {
  const rows = await knex(`${rm}.contests`)
    .where({ league_id: leagueId })
    .orderBy([{ column: 'round' }, { column: 'time' }, { column: 'id' }])
    .select(
      'id',
      'round',
      'time',
      'location',
      'first_team_id',
      'second_team_id',
      'first_team_name',
      'second_team_name',
      'first_team_total',
      'second_team_total',
      'status',
      'winner',
      'revision',
    );
  return rows.map((row: AdminContest & { time: Date }) => ({
    ...row,
    time: row.time.toISOString(),
  }));
}

/** Arena names of the league's teams (rm.teams.arena_id → rm.arenas.name), for home venues. */
async function homeArenas(knex: Knex, leagueId: number): Promise<Record<string, string | null>> {
  const hasArena = await knex.schema.withSchema(rm).hasColumn('teams', 'arena_id');
  if (!hasArena) return {};
  const rows = (await knex(`${rm}.league_teams as lt`)
    .join(`${rm}.teams as t`, 't.id', 'lt.team_id')
    .leftJoin(`${rm}.arenas as a`, 'a.id', 't.arena_id')
    .where('lt.league_id', leagueId)
    .select('t.id', 'a.name')) as { id: number; name: string | null }[];
  return Object.fromEntries(rows.map((row) => [String(row.id), row.name ?? null]));
}

/**
 * League administration (spec §2 "leagues", GitHub issue 4): the admin list, create per kind
 * with its teams and schedule, team registration, schedule generation, brackets, re-planning a
 * match, fixtures by hand and from a CSV file. Writes go to command-service as the admin.
 */
export function leagueRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const leagues = requires({ kind: 'admin', ability: 'list.leagues' });
  const teams = requires({ kind: 'admin', ability: 'list.teams' });
  const account = (res: { locals: { account?: AccountRow } }) => res.locals.account as AccountRow;

  /** Forwards one command; `part` keeps the idempotency keys of a multi-command request apart. */
  async function send(
    req: Request,
    who: AccountRow,
    path: string,
    body: unknown,
    part?: string,
  ): Promise<Record<string, unknown>> {
    const key = req.get('idempotency-key');
    const request =
      part && key
        ? (Object.create(req, {
            get: {
              value: (name: string) =>
                name.toLowerCase() === 'idempotency-key' ? `${key}:${part}` : req.get(name),
            },
          }) as Request)
        : req;
    const answer = await forwardCommand({
      baseUrl: deps.config.commandServiceUrl,
      method: 'POST',
      path,
      body,
      req: request,
      account: who,
      logger: deps.logger,
    });
    return answer.body;
  }
  const caughtUp = (answer: Record<string, unknown>) =>
    typeof answer.position === 'string' ? readModelsAt(knex, answer.position) : undefined;

  router.get('/admin/leagues', leagues, async (req, res) => {
    const list = listQuery(req.query);
    const query = leagueSummaries(knex);
    if (list.search) {
      const pattern = containing(list.search);
      query.where((q) =>
        q
          .whereILike('l.name', pattern)
          .orWhereILike('l.city', pattern)
          .orWhereILike('l.category_name', pattern),
      );
    }
    res.json(
      await paginate(
        query,
        list,
        [{ column: 'l.id', order: 'desc' }],
        (row: AdminLeagueSummary) => row,
      ),
    );
  });

  router.post('/admin/leagues', leagues, async (req, res) => {
    const input = validateForm(createLeagueSchema, acceptOnly(req.body, createLeagueFields));
    const who = account(res);
    // Everything a user can get wrong is checked before the first write: a refused form
    // leaves no league behind.
    if (input.category_id != null) {
      const category = await knex(`${rm}.categories`).where({ id: input.category_id }).first('id');
      if (!category) throw fieldErrors({ category_id: ['notFound'] });
    }
    if (input.team_ids.length > 0) {
      const known = (await knex(`${rm}.teams`).whereIn('id', input.team_ids).select('id')) as {
        id: number;
      }[];
      if (known.length !== input.team_ids.length) throw fieldErrors({ team_ids: ['notFound'] });
    }
    if (input.generate && input.team_ids.length < 2 && input.kind !== 'free-form') {
      throw fieldErrors({ team_ids: ['notEnoughTeams'] });
    }
    if (input.kind === 'tournament' && input.groups * 2 > Math.max(input.team_ids.length, 2)) {
      throw fieldErrors({ groups: ['validNumber'] });
    }
    const created = await send(req, who, '/leagues', {
      kind: input.kind,
      name: input.name,
      email: input.email ?? null,
      sort_index: input.sort_index,
      public: input.public,
      number_of_teams: input.number_of_teams,
      rounds: input.rounds,
      weeks: input.weeks ?? null,
      start_date: input.start_date,
      category_id: input.category_id ?? null,
      city: input.city ?? null,
      recreational: input.recreational,
    });
    const id = Number(created.id);
    let last = created;
    for (const [i, teamId] of input.team_ids.entries()) {
      last = await send(
        req,
        who,
        `/leagues/${id}/teams`,
        await teamBody(knex, teamId),
        `team:${i}`,
      );
    }
    if (input.generate && (input.kind === 'league' || input.kind === 'tournament')) {
      // The home arenas are read from the read models: they must show the teams just registered.
      await caughtUp(last);
      last = await send(
        req,
        who,
        `/leagues/${id}/schedule`,
        { groups: input.groups, arenas: await homeArenas(knex, id) },
        'schedule',
      );
    } else if (input.generate && input.kind === 'play-off') {
      last = await send(req, who, `/leagues/${id}/bracket`, { best_of: input.best_of }, 'bracket');
    }
    await caughtUp(last);
    res.status(201).json({ data: await leagueOrNotFound(knex, id), id });
  });

  router.get('/admin/leagues/:id/teams', leagues, async (req, res) => {
    const id = idParam(req.params.id);
    await leagueOrNotFound(knex, id);
    res.json({ data: await leagueTeams(knex, id) });
  });

  router.post('/admin/leagues/:id/teams', teams, async (req, res) => {
    const id = idParam(req.params.id);
    const body = acceptOnly(req.body, ['team_id', 'name', 'full_name', 'city']);
    await leagueOrNotFound(knex, id);
    if ('team_id' in body && Object.keys(body).length > 1) {
      throw fieldErrors({ team_id: ['invalid'] });
    }
    const answer = await send(
      req,
      account(res),
      `/leagues/${id}/teams`,
      typeof body.team_id === 'number' ? await teamBody(knex, body.team_id) : body,
    );
    await caughtUp(answer);
    res.status(201).json({ data: await leagueTeams(knex, id), id: answer.id });
  });

  router.get('/admin/leagues/:id/contests', leagues, async (req, res) => {
    const id = idParam(req.params.id);
    await leagueOrNotFound(knex, id);
    res.json({ data: await leagueContests(knex, id) });
  });

  router.post('/admin/leagues/:id/schedule', leagues, async (req, res) => {
    const id = idParam(req.params.id);
    const body = acceptOnly(req.body, ['groups']);
    const league = await leagueOrNotFound(knex, id);
    // Matches entered by hand count too: a schedule is only generated for an empty league.
    if (league.contests_count > 0) throw fieldErrors({ schedule: ['scheduleExists'] });
    const answer = await send(req, account(res), `/leagues/${id}/schedule`, {
      ...body,
      arenas: await homeArenas(knex, id),
    });
    await caughtUp(answer);
    res.status(201).json({ contests: answer.contests, data: await leagueContests(knex, id) });
  });

  router.post('/admin/leagues/:id/bracket', leagues, async (req, res) => {
    const id = idParam(req.params.id);
    const body = acceptOnly(req.body, ['team_ids', 'best_of']);
    await leagueOrNotFound(knex, id);
    const answer = await send(req, account(res), `/leagues/${id}/bracket`, body);
    await caughtUp(answer);
    res.status(201).json(await bracketOf(knex, id));
  });

  router.get('/admin/leagues/:id/bracket', leagues, async (req, res) => {
    const id = idParam(req.params.id);
    await leagueOrNotFound(knex, id);
    res.json(await bracketOf(knex, id));
  });

  router.patch('/admin/contests/:id/plan', leagues, async (req, res) => {
    const id = idParam(req.params.id);
    const input = validateForm(planSchema, acceptOnly(req.body, planFields));
    const contest = await knex(`${rm}.contests`).where({ id }).first('id', 'location');
    if (!contest) throw new NotFoundError();
    let location = input.location ?? null;
    if (input.arena_id != null) {
      const arena = await knex(`${rm}.arenas`).where({ id: input.arena_id }).first('name');
      if (!arena) throw fieldErrors({ arena_id: ['unknownArena'] });
      location = (arena as { name: string }).name;
    } else if (input.location === undefined) {
      location = (contest as { location: string | null }).location;
    }
    const path =
      input.action === 'reschedule'
        ? `/contests/${id}/reschedule`
        : `/contests/${id}/${input.action}`;
    const body =
      input.action === 'reschedule'
        ? { time: input.time, location, expected_revision: input.expected_revision }
        : { reason: input.reason ?? null, expected_revision: input.expected_revision };
    const answer = await send(req, account(res), path, body);
    await caughtUp(answer);
    const [row] = (await leagueContestsById(knex, id)) as AdminContest[];
    res.json({ data: row });
  });

  router.post('/admin/leagues/:id/fixtures', leagues, async (req, res) => {
    const id = idParam(req.params.id);
    const input = validateForm(fixtureSchema, acceptOnly(req.body, fixtureFields));
    const league = await leagueOrNotFound(knex, id);
    if (league.kind !== 'free-form') throw fieldErrors({ kind: ['fixturesKind'] });
    const answer = await send(req, account(res), '/contests', {
      league_id: id,
      round: input.round,
      time: new Date(input.time).toISOString(),
      location: input.location ?? null,
      first_team_id: input.first_team_id,
      second_team_id: input.second_team_id,
    });
    await caughtUp(answer);
    res.status(201).json({ id: answer.id, data: await leagueContests(knex, id) });
  });

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
  const isValid = (row: FixtureRow) => Object.keys(row.errors).length === 0;

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
    let last: Record<string, unknown> = {};
    for (const row of valid) {
      last = await send(
        req,
        account(res),
        '/contests',
        {
          league_id: id,
          round: row.round,
          time: row.starts_at,
          location: row.location,
          first_team_id: row.first_team_id,
          second_team_id: row.second_team_id,
        },
        `fixture:${row.line}`,
      );
    }
    await caughtUp(last);
    res.status(201).json({ created: valid.length, skipped: rows.length - valid.length });
  });

  return router;
}

/**
 * A registration of an existing team: its id, and its names as the read model shows them, for
 * a team registered inline in a league before teams had streams of their own.
 */
async function teamBody(knex: Knex, teamId: number) {
  const row = (await knex(`${rm}.teams`)
    .where({ id: teamId })
    .first('name', 'full_name', 'city')) as
    { name: string; full_name: string | null; city: string | null } | undefined;
  return row
    ? { team_id: teamId, name: row.name, full_name: row.full_name, city: row.city }
    : { team_id: teamId };
}

async function leagueContestsById(knex: Knex, id: number) {
  const row = (await knex(`${rm}.contests`).where({ id }).first()) as
    (AdminContest & { league_id: number }) | undefined;
  if (!row) return [];
  return (await leagueContests(knex, row.league_id)).filter((c) => c.id === id);
}

/** The bracket as the admin and public views draw it: rounds of series with their games. */
export async function bracketOf(knex: Knex, leagueId: number) {
  const series = (await knex(`${rm}.league_series`)
    .where({ league_id: leagueId })
    .orderBy([{ column: 'round' }, { column: 'index' }])) as {
    key: string;
    round: number;
    index: number;
    best_of: number;
    first_team_id: number | null;
    second_team_id: number | null;
    winner_team_id: number | null;
    games: number[];
  }[];
  const teamIds = series
    .flatMap((s) => [s.first_team_id, s.second_team_id])
    .filter((id): id is number => id !== null);
  const names = new Map(
    (
      (await knex(`${rm}.teams`).whereIn('id', teamIds).select('id', 'name')) as {
        id: number;
        name: string;
      }[]
    ).map((t) => [t.id, t.name]),
  );
  const contests = new Map(
    (await leagueContests(knex, leagueId)).map((contest) => [contest.id, contest]),
  );
  const team = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
  const rounds = [...new Set(series.map((s) => s.round))].map((round) => ({
    round,
    series: series
      .filter((s) => s.round === round)
      .map((s) => {
        const games = s.games.flatMap((game) => contests.get(game) ?? []);
        const wins = (teamId: number | null) =>
          games.filter(
            (g) =>
              g.status === 'finished' &&
              ((g.winner === 'first_team' && g.first_team_id === teamId) ||
                (g.winner === 'second_team' && g.second_team_id === teamId)),
          ).length;
        return {
          key: s.key,
          first_team: team(s.first_team_id),
          second_team: team(s.second_team_id),
          winner_team_id: s.winner_team_id,
          wins: { first: wins(s.first_team_id), second: wins(s.second_team_id) },
          games,
        };
      }),
  }));
  return { best_of: series[0]?.best_of ?? null, rounds };
}

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
