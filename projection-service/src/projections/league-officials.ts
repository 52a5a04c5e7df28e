import type { Knex } from 'knex';
import { leagueUpdatedColumns, type LeagueEditableField } from '@courtside/events';
import { schemaOf } from '../db/migrate';
import { chunk, lastByKey, type Changes, type ProjectedEvent, type Projection } from './projection';

/** rm.league_officials: one row per account on one of a league's lists. */
export interface LeagueOfficialRow {
  league_id: number;
  account_id: number;
  role: string;
}

/** rm.contest_officials: one row per account serving a contest in a role. */
export interface ContestOfficialRow {
  contest_id: number;
  account_id: number;
  role: string;
  league_id: number;
}

type Patch = Record<string, unknown>;

/** PostgreSQL types of the rm.leagues columns an edit may set. */
const columnTypes: Record<string, string> = {
  name: 'text',
  email: 'text',
  sort_index: 'int',
  public: 'boolean',
  number_of_teams: 'int',
  rounds: 'int',
  weeks: 'int',
  start_date: 'date',
  category_id: 'int',
  city: 'text',
  recreational: 'boolean',
  video_zone: 'boolean',
  video_open_to_clubs: 'boolean',
  scoreboard_sync: 'boolean',
  scoreboard_sync_matches: 'boolean',
  scoreboard_sync_roster: 'boolean',
  api_integration: 'boolean',
  standings_config: 'jsonb',
  fees: 'jsonb',
  tie_break_order: 'jsonb',
  recording_packages: 'jsonb',
  owner_id: 'int',
};

/** The admin account that created a league (the event's actor), or null. */
function creatorOf(event: ProjectedEvent): number | null {
  const { actor } = event.metadata;
  const id = actor.kind === 'admin' && actor.id !== null ? Number(actor.id) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The settings and ownership columns of rm.leagues (owner_id, video_zone, api_integration,
 * standings_config, fees, tie_break_order) and every field a LeagueUpdated changes. Runs after the leagues
 * projection, which inserts the row. Changes are folded per league first, then written with
 * one statement per set of columns.
 */
export const leagueSettingsProjection: Projection = {
  name: 'league-settings',
  handles: new Set(['LeagueCreated', 'LeagueUpdated', 'LeagueOwnerChanged']),
  async apply(trx: Knex.Transaction, events: ProjectedEvent[], changes: Changes) {
    const schema = schemaOf(trx);
    const patches = new Map<number, Patch>();
    const activity = new Map<number, Date>();
    const categoryMoved = new Set<number>();
    const patch = (id: number, values: Patch) =>
      patches.set(id, { ...(patches.get(id) ?? {}), ...values });

    for (const projected of events) {
      const { event } = projected;
      if (event.type === 'LeagueCreated') {
        const d = event.data;
        patch(d.leagueId, {
          owner_id: creatorOf(projected),
          ...(d.videoZone === undefined ? {} : { video_zone: d.videoZone }),
          ...(d.apiIntegration === undefined ? {} : { api_integration: d.apiIntegration }),
          ...(d.videoOpenToClubs === undefined ? {} : { video_open_to_clubs: d.videoOpenToClubs }),
          ...(d.scoreboardSync === undefined ? {} : { scoreboard_sync: d.scoreboardSync }),
          ...(d.scoreboardSyncMatches === undefined
            ? {}
            : { scoreboard_sync_matches: d.scoreboardSyncMatches }),
          ...(d.scoreboardSyncRoster === undefined
            ? {}
            : { scoreboard_sync_roster: d.scoreboardSyncRoster }),
          ...(d.standingsConfig ? { standings_config: d.standingsConfig } : {}),
          ...(d.fees ? { fees: d.fees } : {}),
        });
      } else if (event.type === 'LeagueUpdated') {
        const values: Patch = {};
        for (const [field, column] of Object.entries(leagueUpdatedColumns)) {
          const value = event.data[field as LeagueEditableField];
          if (value !== undefined) values[column] = value;
        }
        if ('category_id' in values) categoryMoved.add(event.data.leagueId);
        patch(event.data.leagueId, values);
        activity.set(event.data.leagueId, projected.created);
      } else if (event.type === 'LeagueOwnerChanged') {
        patch(event.data.leagueId, { owner_id: event.data.toAccountId });
        activity.set(event.data.leagueId, projected.created);
      } else {
        continue;
      }
      changes.leagues.add(event.data.leagueId);
    }

    // One statement per distinct set of columns (every creation shares one).
    const groups = new Map<string, Array<{ id: number } & Patch>>();
    for (const [id, values] of patches) {
      const columns = Object.keys(values).sort();
      if (columns.length === 0) continue;
      const key = columns.join(',');
      groups.set(key, [...(groups.get(key) ?? []), { id, ...values }]);
    }
    for (const [key, rows] of groups) {
      const columns = key.split(',');
      const set = columns.map(() => `?? = v.??`).join(', ');
      const definition = columns.map((column) => `?? ${columnTypes[column] ?? 'text'}`).join(', ');
      for (const part of chunk(rows)) {
        await trx.raw(
          `UPDATE ??.leagues AS l SET ${set}
             FROM jsonb_to_recordset(?::jsonb) AS v(id int, ${definition})
            WHERE l.id = v.id`,
          [
            schema,
            ...columns.flatMap((column) => [column, column]),
            JSON.stringify(part),
            ...columns,
          ],
        );
      }
    }
    if (categoryMoved.size > 0) {
      await trx.raw(
        `UPDATE ??.leagues AS l SET category_name = c.name, season = c.season
           FROM ??.leagues AS m LEFT JOIN ??.categories AS c ON c.id = m.category_id
          WHERE l.id = m.id AND l.id = ANY(?::int[])`,
        [schema, schema, schema, [...categoryMoved]],
      );
    }
    for (const [id, at] of activity) changes.last.touchLeague(id, at);
  },
};

/**
 * rm.league_officials and rm.contest_officials. A league list keeps the last word per
 * (league, account, role); a contest's crew is replaced whole by its latest assignment.
 */
export const officialsProjection: Projection = {
  name: 'officials',
  handles: new Set([
    'LeagueOfficialAssigned',
    'LeagueOfficialUnassigned',
    'ContestOfficialsAssigned',
  ]),
  async apply(trx: Knex.Transaction, events: ProjectedEvent[], changes: Changes) {
    const schema = schemaOf(trx);
    const listed: Array<LeagueOfficialRow & { assigned: boolean }> = [];
    const crews = new Map<number, ContestOfficialRow[]>();
    const activity = new Map<number, Date>();

    for (const { event, created } of events) {
      if (event.type === 'LeagueOfficialAssigned' || event.type === 'LeagueOfficialUnassigned') {
        const { leagueId, accountId, role } = event.data;
        listed.push({
          league_id: leagueId,
          account_id: accountId,
          role,
          assigned: event.type === 'LeagueOfficialAssigned',
        });
        activity.set(leagueId, created);
        changes.leagues.add(leagueId);
      } else if (event.type === 'ContestOfficialsAssigned') {
        const { contestId, leagueId, officials } = event.data;
        crews.set(
          contestId,
          lastByKey(
            officials.map((official) => ({
              contest_id: contestId,
              account_id: official.accountId,
              role: official.role,
              league_id: leagueId,
            })),
            (row) => `${row.account_id}|${row.role}`,
          ),
        );
        changes.contests.add(contestId);
        changes.leagues.add(leagueId);
      }
    }

    const final = lastByKey(listed, (row) => `${row.league_id}|${row.account_id}|${row.role}`);
    const toRow = ({ league_id, account_id, role }: LeagueOfficialRow) => ({
      league_id,
      account_id,
      role,
    });
    const removed = final.filter((row) => !row.assigned).map(toRow);
    const added = final.filter((row) => row.assigned).map(toRow);
    for (const part of chunk(removed)) {
      await trx.raw(
        `DELETE FROM ??.league_officials AS o
          USING jsonb_to_recordset(?::jsonb) AS v(league_id int, account_id int, role text)
          WHERE (o.league_id, o.account_id, o.role) = (v.league_id, v.account_id, v.role)`,
        [schema, JSON.stringify(part)],
      );
    }
    for (const part of chunk(added)) {
      await trx
        .withSchema(schema)
        .table('league_officials')
        .insert(part)
        .onConflict(['league_id', 'account_id', 'role'])
        .ignore();
    }
    if (crews.size > 0) {
      await trx
        .withSchema(schema)
        .table('contest_officials')
        .whereIn('contest_id', [...crews.keys()])
        .delete();
      for (const part of chunk([...crews.values()].flat())) {
        await trx.withSchema(schema).table('contest_officials').insert(part);
      }
    }
    for (const [id, at] of activity) changes.last.touchLeague(id, at);
  },
};
