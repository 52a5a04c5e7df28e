import { setTimeout as sleep } from 'node:timers/promises';
import express, { type Request, type Router } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import * as yup from 'yup';
import {
  compareCheckpoints,
  feeKeys,
  leagueOfficialRoles,
  standingsConfigKeys,
  type ContestOfficialRole,
  type LeagueFees,
  type LeagueOfficialRole,
  type StandingsConfig,
} from '@courtside/events';
import { requires } from '../auth/permissions';
import { forwardCommand } from '../commands/forward';
import { rmSchema, type AccountRow } from '../db/tables';
import { NotFoundError, ValidationError } from '../errors';
import type { AreaDeps } from '../http/area-deps';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { currentCheckpoint } from '../queries/checkpoints';
import type { TextKey } from '../i18n';

/** A league as the edit form reads it: every field, its settings and its owner. */
export interface AdminLeague {
  id: number;
  kind: string;
  name: string;
  email: string | null;
  sort_index: number;
  public: boolean;
  number_of_teams: number;
  rounds: number;
  weeks: number | null;
  start_date: string;
  category_id: number | null;
  category_name: string | null;
  season: string | null;
  city: string | null;
  recreational: boolean;
  games_played: number;
  owner_id: number | null;
  video_zone: boolean;
  api_integration: boolean;
  standings_config: StandingsConfig;
  fees: LeagueFees;
  /** Teams registered so far: the fewest places an edit may leave. */
  teams_count: number;
}

/** An account as an officials list or picker shows it (no secret ever). */
export interface OfficialAccount {
  id: number;
  name: string;
  email: string;
  roles: string[];
}

/** Who may stand on a list in a role: an official with that role; administrators are admins. */
const adminRolesForAdministrator = ['administrator', 'league admin'];

function eligible(account: OfficialAccount & { kind: string }, role: string): boolean {
  if (role === 'administrator') {
    return (
      account.kind === 'admin' && account.roles.some((r) => adminRolesForAdministrator.includes(r))
    );
  }
  return account.kind === 'official' && account.roles.includes(role);
}

/** Active accounts with their role names, optionally only these ids. */
function accountsQuery(knex: Knex) {
  return knex('accounts as a')
    .whereNull('a.disabled_at')
    .select(
      'a.id',
      'a.kind',
      'a.name',
      'a.email',
      knex.raw(
        `array(SELECT r.name FROM account_roles ar JOIN roles r ON r.id = ar.role_id
                WHERE ar.account_id = a.id ORDER BY r.id) AS roles`,
      ),
    );
}

type AccountWithKind = OfficialAccount & { kind: string };

async function accountsByIds(knex: Knex, ids: number[]): Promise<Map<number, AccountWithKind>> {
  if (ids.length === 0) return new Map();
  const rows: AccountWithKind[] = await accountsQuery(knex).whereIn('a.id', ids);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Throws 422 on `field` unless every account may serve in its role. */
async function assertEligible(
  knex: Knex,
  picks: Array<{ field: string; accountId: number; role: string }>,
): Promise<void> {
  const accounts = await accountsByIds(
    knex,
    picks.map((pick) => pick.accountId),
  );
  const fields: Record<string, TextKey[]> = {};
  for (const pick of picks) {
    const account = accounts.get(pick.accountId);
    if (!account || !eligible(account, pick.role)) fields[pick.field] = ['officialRole'];
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields, 'officialRole');
}

/** Unknown body fields are invalid input, never silently dropped. */
function rejectUnknown(body: unknown, allowed: readonly string[]): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError({ body: ['invalid'] });
  }
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw new ValidationError(Object.fromEntries(unknown.map((key) => [key, ['invalid']])));
  }
}

/** Waits (bounded) until the read models reflect a command's position. */
async function caughtUp(knex: Knex, position: unknown): Promise<void> {
  if (typeof position !== 'string') return;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const checkpoint = await currentCheckpoint(knex);
    if (checkpoint !== null && compareCheckpoints(checkpoint, position) >= 0) return;
    await sleep(50);
  }
}

export async function findAdminLeague(knex: Knex, id: number): Promise<AdminLeague | null> {
  const row = await knex(`${rmSchema}.leagues as l`)
    .where('l.id', id)
    .first(
      'l.*',
      knex.raw(`to_char(l.start_date, 'YYYY-MM-DD') AS start_date`),
      knex.raw(
        `(SELECT count(*)::int FROM ${rmSchema}.league_teams t WHERE t.league_id = l.id) AS teams_count`,
      ),
    );
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    sort_index: row.sort_index,
    public: row.public,
    number_of_teams: row.number_of_teams,
    rounds: row.rounds,
    weeks: row.weeks,
    start_date: row.start_date,
    category_id: row.category_id,
    category_name: row.category_name,
    season: row.season,
    city: row.city,
    recreational: row.recreational,
    games_played: row.games_played,
    owner_id: row.owner_id,
    video_zone: row.video_zone,
    api_integration: row.api_integration,
    standings_config: row.standings_config,
    fees: row.fees,
    teams_count: row.teams_count,
  };
}

/** The leagues an admin account owns (created, or was handed), newest first. */
export async function leaguesOwnedBy(
  knex: Knex,
  accountId: number,
): Promise<Array<{ id: number; name: string }>> {
  return knex(`${rmSchema}.leagues`)
    .where({ owner_id: accountId })
    .orderBy('id', 'desc')
    .select('id', 'name');
}

/** What forwarding a command on a signed-in admin's behalf needs. */
export interface CommandContext {
  knex: Knex;
  commandServiceUrl: string;
  logger: Logger;
  req: Request;
  /** The signed-in account the command is recorded as coming from. */
  account: AccountRow;
}

/**
 * Hands every league `fromAccountId` owns to `toAccountId` (before the first is deleted):
 * command-service appends LeagueOwnerChanged on each. Answers the ids of the leagues moved.
 */
export async function transferLeagues(
  context: CommandContext,
  fromAccountId: number,
  toAccountId: number,
): Promise<number[]> {
  const answer = await forwardCommand({
    baseUrl: context.commandServiceUrl,
    method: 'POST',
    path: '/leagues/owner-transfer',
    body: { from_account_id: fromAccountId, to_account_id: toAccountId },
    req: context.req,
    account: context.account,
    logger: context.logger,
  });
  const leagues = (answer.body['leagues'] ?? []) as Array<{ id: number; position: string }>;
  await caughtUp(context.knex, leagues.at(-1)?.position);
  return leagues.map((league) => league.id);
}

const points = () =>
  yup
    .number()
    .strict()
    .typeError('validNumber')
    .integer('validNumber')
    .min(0, 'validNumber')
    .max(100, 'validNumber')
    .required('required');
const fee = () =>
  yup
    .number()
    .strict()
    .typeError('validNumber')
    .min(0, 'validNumber')
    .max(1_000_000, 'validNumber')
    .required('required');

const leagueEditFields = [
  'name',
  'email',
  'sort_index',
  'public',
  'number_of_teams',
  'rounds',
  'weeks',
  'start_date',
  'category_id',
  'city',
  'recreational',
  'video_zone',
  'api_integration',
  'standings_config',
  'fees',
] as const;

const boolean = () => yup.boolean().strict().typeError('invalid');
const integer = () => yup.number().strict().typeError('validNumber').integer('validNumber');

// Shapes only; limits and the category's existence are command-service's to check.
const leagueEditSchema = yup.object({
  name: yup.string().strict().typeError('validName').trim().max(255, 'validName'),
  email: yup.string().strict().typeError('invalid').nullable().email('invalid').max(255, 'invalid'),
  sort_index: integer(),
  public: boolean(),
  number_of_teams: integer(),
  rounds: integer(),
  weeks: integer().nullable(),
  start_date: yup
    .string()
    .strict()
    .typeError('invalid')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'invalid'),
  category_id: integer().positive('validNumber').nullable(),
  city: yup.string().strict().typeError('invalid').nullable().max(255, 'invalid'),
  recreational: boolean(),
  video_zone: boolean(),
  api_integration: boolean(),
  standings_config: yup
    .object(Object.fromEntries(standingsConfigKeys.map((key) => [key, points()])))
    .typeError('invalid')
    .noUnknown(true, 'invalid')
    .default(undefined),
  fees: yup
    .object(Object.fromEntries(feeKeys.map((key) => [key, fee()])))
    .typeError('invalid')
    .noUnknown(true, 'invalid')
    .default(undefined),
});

const officialSchema = yup.object({
  account_id: yup
    .number()
    .strict()
    .typeError('validNumber')
    .integer('validNumber')
    .positive('validNumber')
    .required('required'),
  role: yup.mixed<LeagueOfficialRole>().oneOf(leagueOfficialRoles, 'invalid').required('required'),
});

const accountId = () =>
  yup.number().strict().typeError('validNumber').integer('validNumber').positive('validNumber');
const crewSchema = yup.object({
  delegate_id: accountId().nullable().default(null),
  referee_ids: yup
    .array(accountId().required('required'))
    .strict()
    .typeError('invalid')
    .max(3, 'maxReferees')
    .default([]),
  statistician_id: accountId().nullable().default(null),
});

const pickerSchema = yup.object({
  role: yup.mixed<LeagueOfficialRole>().oneOf(leagueOfficialRoles, 'invalid').optional(),
  search: yup.string().typeError('invalid').trim().max(255, 'invalid').optional(),
});

/** The officials lists of a league, by role, each sorted by name. */
export async function leagueOfficials(
  knex: Knex,
  leagueId: number,
): Promise<Record<LeagueOfficialRole, OfficialAccount[]>> {
  const rows: Array<{ account_id: number; role: LeagueOfficialRole }> = await knex(
    `${rmSchema}.league_officials`,
  )
    .where({ league_id: leagueId })
    .select('account_id', 'role');
  const accounts = await accountsByIds(knex, [...new Set(rows.map((row) => row.account_id))]);
  const lists = Object.fromEntries(
    leagueOfficialRoles.map((role) => [role, [] as OfficialAccount[]]),
  ) as Record<LeagueOfficialRole, OfficialAccount[]>;
  for (const row of rows) {
    const account = accounts.get(row.account_id);
    if (!account) continue;
    lists[row.role].push({
      id: account.id,
      name: account.name,
      email: account.email,
      roles: account.roles,
    });
  }
  for (const list of Object.values(lists)) list.sort((a, b) => a.name.localeCompare(b.name, 'sr'));
  return lists;
}

/** A match's crew as the per-match editor reads it. */
export interface ContestCrew {
  contest_id: number;
  league_id: number;
  delegate_id: number | null;
  referee_ids: number[];
  statistician_id: number | null;
  officials: Array<{ account_id: number; role: ContestOfficialRole; name: string }>;
}

export async function contestCrew(knex: Knex, contestId: number): Promise<ContestCrew | null> {
  const contest = await knex(`${rmSchema}.contests`)
    .where({ id: contestId })
    .first<{ id: number; league_id: number } | undefined>('id', 'league_id');
  if (!contest) return null;
  const rows: Array<{ account_id: number; role: ContestOfficialRole }> = await knex(
    `${rmSchema}.contest_officials`,
  )
    .where({ contest_id: contestId })
    .orderBy(['role', 'account_id'])
    .select('account_id', 'role');
  const accounts = await accountsByIds(
    knex,
    rows.map((row) => row.account_id),
  );
  const of = (role: ContestOfficialRole) => rows.filter((row) => row.role === role);
  return {
    contest_id: contest.id,
    league_id: contest.league_id,
    delegate_id: of('delegate')[0]?.account_id ?? null,
    referee_ids: of('referee').map((row) => row.account_id),
    statistician_id: of('statistician')[0]?.account_id ?? null,
    officials: rows.map((row) => ({
      account_id: row.account_id,
      role: row.role,
      name: accounts.get(row.account_id)?.name ?? '',
    })),
  };
}

/**
 * League edit (fees, standings points, flags), officials lists per league, officials per
 * match, and the accounts to pick officials from.
 */
export function leagueOfficialsRoutes(deps: AreaDeps): Router {
  const { knex, logger } = deps;
  const router = express.Router();
  const leagueEditor = requires({ kind: 'admin', ability: 'list.leagues' });
  const officialsEditor = requires({ kind: 'admin', ability: 'list.officials' });
  const send = async (
    req: Request,
    account: AccountRow,
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body: unknown,
  ) => {
    const answer = await forwardCommand({
      baseUrl: deps.config.commandServiceUrl,
      method,
      path,
      body,
      req,
      account,
      logger,
    });
    await caughtUp(knex, answer.body['position']);
    return answer;
  };

  router.get('/admin/leagues/:id', leagueEditor, async (req, res) => {
    const league = await findAdminLeague(knex, idParam(req.params.id));
    if (!league) throw new NotFoundError();
    res.json(league);
  });

  router.patch('/admin/leagues/:id', leagueEditor, async (req, res) => {
    const id = idParam(req.params.id);
    rejectUnknown(req.body, leagueEditFields);
    const input = validate(leagueEditSchema, req.body);
    if (!(await findAdminLeague(knex, id))) throw new NotFoundError();
    const body = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const account = res.locals.account as AccountRow;
    await send(req, account, 'PATCH', `/leagues/${id}`, body);
    res.json(await findAdminLeague(knex, id));
  });

  router.get('/admin/leagues/:id/officials', officialsEditor, async (req, res) => {
    const id = idParam(req.params.id);
    const league = await knex(`${rmSchema}.leagues`).where({ id }).first('id', 'name');
    if (!league) throw new NotFoundError();
    res.json({ league, lists: await leagueOfficials(knex, id) });
  });

  router.post('/admin/leagues/:id/officials', officialsEditor, async (req, res) => {
    const id = idParam(req.params.id);
    rejectUnknown(req.body, ['account_id', 'role']);
    const input = validate(officialSchema, req.body);
    if (!(await knex(`${rmSchema}.leagues`).where({ id }).first('id'))) throw new NotFoundError();
    await assertEligible(knex, [
      { field: 'account_id', accountId: input.account_id, role: input.role },
    ]);
    await send(req, res.locals.account as AccountRow, 'POST', `/leagues/${id}/officials`, input);
    res.status(201).json({ lists: await leagueOfficials(knex, id) });
  });

  router.delete('/admin/leagues/:id/officials', officialsEditor, async (req, res) => {
    const id = idParam(req.params.id);
    rejectUnknown(req.body ?? {}, ['account_id', 'role']);
    const input = validate(officialSchema, req.body);
    await send(req, res.locals.account as AccountRow, 'DELETE', `/leagues/${id}/officials`, input);
    res.json({ lists: await leagueOfficials(knex, id) });
  });

  router.get('/admin/contests/:id/officials', officialsEditor, async (req, res) => {
    const crew = await contestCrew(knex, idParam(req.params.id));
    if (!crew) throw new NotFoundError();
    res.json(crew);
  });

  router.put('/admin/contests/:id/officials', officialsEditor, async (req, res) => {
    const id = idParam(req.params.id);
    rejectUnknown(req.body, ['delegate_id', 'referee_ids', 'statistician_id']);
    const parsed = validate(crewSchema, req.body);
    // Strict numbers take no defaults: an absent role is an empty one.
    const input = {
      delegate_id: parsed.delegate_id ?? null,
      referee_ids: parsed.referee_ids ?? [],
      statistician_id: parsed.statistician_id ?? null,
    };
    if (!(await contestCrew(knex, id))) throw new NotFoundError();
    const picks: Array<{ field: string; accountId: number; role: string }> = [
      ...(input.delegate_id === null
        ? []
        : [{ field: 'delegate_id', accountId: input.delegate_id, role: 'delegate' }]),
      ...input.referee_ids.map((accountId, index) => ({
        field: `referee_ids.${index}`,
        accountId,
        role: 'referee',
      })),
      ...(input.statistician_id === null
        ? []
        : [{ field: 'statistician_id', accountId: input.statistician_id, role: 'statistician' }]),
    ];
    await assertEligible(knex, picks);
    await send(req, res.locals.account as AccountRow, 'PUT', `/contests/${id}/officials`, input);
    res.json(await contestCrew(knex, id));
  });

  router.get('/admin/officials', officialsEditor, async (req, res) => {
    const { role, search } = validate(pickerSchema, req.query);
    let query = accountsQuery(knex).orderBy('a.name').limit(50);
    if (role === 'administrator') query = query.where('a.kind', 'admin');
    else query = query.where('a.kind', 'official');
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((q) => q.whereILike('a.name', like).orWhereILike('a.email', like));
    }
    const rows: AccountWithKind[] = await query;
    const data = rows
      .filter((row) => (role ? eligible(row, role) : true))
      .map(({ id, name, email, roles }) => ({ id, name, email, roles }));
    res.json({ data });
  });

  return router;
}
