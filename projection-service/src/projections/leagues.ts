import type { Knex } from 'knex';
import { leagueFields } from '@courtside/events';
import type { CategoryRow, LeagueRow, LeagueTeamRow, TeamRow } from '../db/tables';
import { schemaOf } from '../db/migrate';
import { copyTeamNames } from './teams';
import { assertNever, chunk, defineProjection, lastByKey, type Changes } from './projection';

type NewLeagueRow = Omit<LeagueRow, 'category_name' | 'season'>;

/**
 * rm.leagues, rm.teams and rm.league_teams. `updated_at` is the time of the latest event about
 * the league, its teams or its contests, which does not depend on how events were batched, so
 * a rebuild reproduces it exactly. `games_played` is kept by the standings projection, which
 * runs after contests and counts the same finished contests.
 */
export const leaguesProjection = defineProjection({
  name: 'leagues',
  handles: [
    'CategoryCreated',
    'LeagueCreated',
    'TeamRegistered',
    'LeagueTeamRenamed',
    'ContestScheduled',
    'ScoreRecorded',
    'ContestFinished',
    'ContestPostponed',
    'ContestCancelled',
  ],
  async apply(trx: Knex.Transaction, events, changes: Changes) {
    const schema = schemaOf(trx);
    const leagues: NewLeagueRow[] = [];
    const teams: TeamRow[] = [];
    const leagueTeams: LeagueTeamRow[] = [];
    const categoryIds = new Set<number>();
    const renamed = new Map<number, string>();
    const lastActivity = new Map<number, Date>();

    for (const { event, created } of events) {
      switch (event.type) {
        case 'CategoryCreated':
          categoryIds.add(event.data.categoryId);
          continue;
        case 'LeagueCreated': {
          leagues.push({
            ...leagueFields(event.data),
            games_played: 0,
            created_at: created,
            updated_at: created,
          });
          break;
        }
        case 'TeamRegistered': {
          const { team } = event.data;
          teams.push({ id: team.id, name: team.name, full_name: team.fullName, city: team.city });
          leagueTeams.push({ league_id: event.data.leagueId, team_id: team.id });
          renamed.delete(team.id);
          break;
        }
        case 'LeagueTeamRenamed':
          renamed.set(event.data.teamId, event.data.name);
          break;
        case 'ContestScheduled':
        case 'ScoreRecorded':
        case 'ContestFinished':
        case 'ContestPostponed':
        case 'ContestCancelled':
          break;
        default:
          assertNever(event);
      }
      lastActivity.set(event.data.leagueId, created);
      changes.leagues.add(event.data.leagueId);
    }

    await insertLeagues(
      trx,
      schema,
      lastByKey(leagues, (row) => row.id),
    );
    for (const part of chunk(lastByKey(teams, (row) => row.id))) {
      await trx.withSchema(schema).table('teams').insert(part).onConflict('id').merge();
    }
    for (const part of chunk(lastByKey(leagueTeams, (row) => `${row.league_id}:${row.team_id}`))) {
      await trx
        .withSchema(schema)
        .table('league_teams')
        .insert(part)
        .onConflict(['league_id', 'team_id'])
        .ignore();
    }
    // A renamed team is renamed where leagues show it: its row, contests and standings.
    for (const [id, name] of renamed) {
      await trx.withSchema(schema).table('teams').where({ id }).update({ name });
    }
    if (renamed.size > 0) await copyTeamNames(trx, schema, [...renamed.keys()], changes);
    if (categoryIds.size > 0) {
      for (const id of await copyCategoryNames(trx, schema, [...categoryIds])) {
        changes.leagues.add(id);
      }
    }
    for (const [id, at] of lastActivity) changes.last.touchLeague(id, at);
  },
});

/** Inserts new leagues with their category's name and season copied in. */
async function insertLeagues(trx: Knex.Transaction, schema: string, rows: NewLeagueRow[]) {
  if (rows.length === 0) return;
  const categoryIds = rows.flatMap((row) => (row.category_id === null ? [] : [row.category_id]));
  const categories = await trx
    .withSchema(schema)
    .table<CategoryRow>('categories')
    .whereIn('id', categoryIds)
    .select('id', 'name', 'season');
  const byId = new Map(categories.map((category) => [category.id, category]));
  const withCategory: LeagueRow[] = rows.map((row) => {
    const category = row.category_id === null ? undefined : byId.get(row.category_id);
    return { ...row, category_name: category?.name ?? null, season: category?.season ?? null };
  });
  for (const part of chunk(withCategory)) {
    await trx
      .withSchema(schema)
      .table('leagues')
      .insert(part)
      .onConflict('id')
      // A league is created once; keep what later events derived (contests played, activity).
      .merge(Object.keys(part[0] ?? {}).filter((column) => !preserved.has(column)));
  }
}
const preserved = new Set(['games_played', 'created_at', 'updated_at']);

/** Refreshes the copied category name and season on leagues of the given categories. */
async function copyCategoryNames(
  trx: Knex.Transaction,
  schema: string,
  categoryIds: number[],
): Promise<number[]> {
  const result = await trx.raw<{ rows: Array<{ id: number }> }>(
    `UPDATE ??.leagues AS l SET category_name = c.name, season = c.season
       FROM ??.categories AS c
      WHERE c.id = l.category_id AND c.id = ANY(?::int[])
        AND (l.category_name, l.season) IS DISTINCT FROM (c.name, c.season)
      RETURNING l.id`,
    [schema, schema, categoryIds],
  );
  return result.rows.map((row) => row.id);
}
