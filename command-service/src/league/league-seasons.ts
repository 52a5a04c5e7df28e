import { randomUUID } from 'node:crypto';
import { toCourtsideEvent, type CourtsideEvent, type EventStore } from '@courtside/events';
import { withTransaction } from '@courtside/events/store';
import type { Pool, PoolClient } from 'pg';
import type { AppendIndex } from '../core/indexed-store';

/**
 * Which leagues belong to an ended season, as command-service's own tables, so that a contest
 * command (a score save) learns it with one indexed query instead of reading the league, category
 * and platform streams. The facts live on three kinds of stream (a league names its category, a
 * category its season, the platform the seasons it ended), all appended by command-service:
 *
 * - `command_league_categories(league_id, category_id, revision)` and
 *   `command_category_seasons(category_id, season, revision)`: written after the append, each
 *   row only by a later revision of its stream than the one it holds, so two edits finishing out
 *   of order cannot leave the older one standing. A deleted league or category keeps a row with
 *   no category or season: it has no season, as before.
 * - `command_closed_seasons(season)`: claimed before SeasonClosed is appended. A claim whose
 *   append failed makes the season's leagues read-only early, the safe side.
 * - `command_season_pending(token, league_id, category_id)`: marks a league or category whose
 *   change is being appended, from before the append until its row is written. While a mark
 *   stands (also one a crash left behind) the lookup reads the streams instead, so a row that is
 *   behind the log is never trusted.
 *
 * This file keeps the tables in step with the log; the lookups are in league-seasons-lookup.ts.
 */
const seasonEventTypes: ReadonlySet<string> = new Set([
  'CategoryCreated',
  'CategoryUpdated',
  'CategoryDeleted',
  'LeagueCreated',
  'LeagueUpdated',
  'LeagueDeleted',
  'SeasonClosed',
]);

interface Mappings {
  /** League → its category (null: none or deleted) and the revision that said so. */
  leagues: Map<number, { categoryId: number | null; revision: number }>;
  /** Category → its season (null: deleted) and the revision that said so. */
  categories: Map<number, { season: string | null; revision: number }>;
  closed: Set<string>;
}

const emptyMappings = (): Mappings => ({
  leagues: new Map(),
  categories: new Map(),
  closed: new Set(),
});

/** Folds one event into the mappings, at its stream revision. */
function foldEvent(into: Mappings, event: CourtsideEvent, revision: number): void {
  switch (event.type) {
    case 'CategoryCreated':
    case 'CategoryUpdated':
      into.categories.set(event.data.categoryId, { season: event.data.season, revision });
      return;
    case 'CategoryDeleted':
      into.categories.set(event.data.categoryId, { season: null, revision });
      return;
    case 'LeagueCreated':
      into.leagues.set(event.data.leagueId, {
        categoryId: event.data.categoryId ?? null,
        revision,
      });
      return;
    case 'LeagueUpdated':
      if (event.data.categoryId !== undefined) {
        into.leagues.set(event.data.leagueId, { categoryId: event.data.categoryId, revision });
      }
      return;
    case 'LeagueDeleted':
      into.leagues.set(event.data.leagueId, { categoryId: null, revision });
      return;
    case 'SeasonClosed':
      into.closed.add(event.data.season);
      return;
    default:
      return;
  }
}

async function writeMappings(db: Pool | PoolClient, mappings: Mappings): Promise<void> {
  await writeNewer(
    db,
    'command_league_categories',
    'league_id',
    'category_id',
    'int',
    [...mappings.leagues].map(([id, row]) => [id, row.categoryId, row.revision]),
  );
  await writeNewer(
    db,
    'command_category_seasons',
    'category_id',
    'season',
    'text',
    [...mappings.categories].map(([id, row]) => [id, row.season, row.revision]),
  );
  await claimClosed(db, [...mappings.closed]);
}

/**
 * Writes `[id, value, revision]` rows into one of the mapping tables, each over a row only when
 * it comes from a later revision of its stream.
 */
async function writeNewer(
  db: Pool | PoolClient,
  table: 'command_league_categories' | 'command_category_seasons',
  key: 'league_id' | 'category_id',
  column: 'category_id' | 'season',
  type: 'int' | 'text',
  rows: [number, number | string | null, number][],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO ${table} AS c (${key}, ${column}, revision)
     SELECT * FROM unnest($1::int[], $2::${type}[], $3::int[])
     ON CONFLICT (${key}) DO UPDATE
       SET ${column} = excluded.${column}, revision = excluded.revision
       WHERE c.revision < excluded.revision`,
    [
      rows.map(([id]) => id),
      rows.map(([, value]) => value),
      rows.map(([, , revision]) => revision),
    ],
  );
}

async function claimClosed(db: Pool | PoolClient, seasons: string[]): Promise<void> {
  if (seasons.length === 0) return;
  await db.query(
    `INSERT INTO command_closed_seasons (season) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`,
    [seasons],
  );
}

/** The league or category an append changes (a stream holds one of either). */
function subjectOf(changes: CourtsideEvent[]): {
  leagueId: number | null;
  categoryId: number | null;
} {
  for (const event of changes) {
    switch (event.type) {
      case 'LeagueCreated':
      case 'LeagueUpdated':
      case 'LeagueDeleted':
        return { leagueId: event.data.leagueId, categoryId: null };
      case 'CategoryCreated':
      case 'CategoryUpdated':
      case 'CategoryDeleted':
        return { leagueId: null, categoryId: event.data.categoryId };
      default:
    }
  }
  return { leagueId: null, categoryId: null };
}

function isWrongExpectedRevision(error: unknown): boolean {
  return error instanceof Error && error.name === 'WrongExpectedRevisionError';
}

/**
 * Keeps the tables in step with what command-service appends: the seasons a SeasonClosed ends
 * are claimed first; a league's or category's change is marked before and written after.
 */
export function leagueSeasonIndex(pool: Pool): AppendIndex {
  return async (_stream, events, append) => {
    const known = events
      .filter((event) => seasonEventTypes.has(event.type))
      .map((event) => toCourtsideEvent(event.type, event.data))
      .filter((event): event is CourtsideEvent => event !== null);
    if (known.length === 0) return append();
    const closing = emptyMappings();
    for (const event of known) if (event.type === 'SeasonClosed') foldEvent(closing, event, 0);
    await claimClosed(pool, [...closing.closed]);
    const changes = known.filter((event) => event.type !== 'SeasonClosed');
    if (changes.length === 0) return append();

    const token = randomUUID();
    const subject = subjectOf(changes);
    await pool.query(
      'INSERT INTO command_season_pending (token, league_id, category_id) VALUES ($1, $2, $3)',
      [token, subject.leagueId, subject.categoryId],
    );
    const unmark = () => pool.query('DELETE FROM command_season_pending WHERE token = $1', [token]);
    let result;
    try {
      result = await append();
    } catch (error) {
      // A clash of revisions stored nothing, so the rows are still right; any other failure may
      // have stored the events, so the mark stays and lookups keep reading the streams.
      if (isWrongExpectedRevision(error)) await unmark().catch(() => undefined);
      throw error;
    }
    // The events take the revisions up to the stream's new one, in order.
    const first = result.nextRevision - events.length + 1;
    const changed = emptyMappings();
    events.forEach((event, index) => {
      const change = seasonEventTypes.has(event.type)
        ? toCourtsideEvent(event.type, event.data)
        : null;
      if (change && change.type !== 'SeasonClosed') foldEvent(changed, change, first + index);
    });
    await writeMappings(pool, changed);
    await unmark();
    return result;
  };
}

/**
 * Creates the tables and fills them from the event log in the same transaction (under a lock, so
 * two instances starting together fill them once): a crash half-way leaves no tables, and the
 * next start fills them again. Once they exist there is nothing to do.
 */
export async function migrateLeagueSeasons(pool: Pool, store: EventStore): Promise<void> {
  const present = async (client: Pool | PoolClient) =>
    (
      await client.query<{ present: boolean }>(
        `SELECT to_regclass('command_season_pending') IS NOT NULL AS present`,
      )
    ).rows[0]?.present === true;
  if (await present(pool)) return;
  await withTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('command_league_seasons'))`);
    if (await present(client)) return;
    await client.query(`
      CREATE TABLE command_league_categories (
        league_id int PRIMARY KEY, category_id int, revision int NOT NULL);
      CREATE TABLE command_category_seasons (
        category_id int PRIMARY KEY, season text, revision int NOT NULL);
      CREATE TABLE IF NOT EXISTS command_closed_seasons (season text PRIMARY KEY);
      CREATE TABLE command_season_pending (
        token uuid PRIMARY KEY, league_id int, category_id int);
      CREATE INDEX command_season_pending_league ON command_season_pending (league_id);
      CREATE INDEX command_season_pending_category ON command_season_pending (category_id);`);
    await writeMappings(client, await mappingsFromLog(store));
  });
}

/** The mappings as the whole log has them. */
async function mappingsFromLog(store: EventStore): Promise<Mappings> {
  const mappings = emptyMappings();
  let after: string | null = null;
  for (;;) {
    const page = await store.readAll({ after, limit: 1000 });
    for (const event of page.events) {
      if (!seasonEventTypes.has(event.type)) continue;
      const known = toCourtsideEvent(event.type, event.data);
      if (known) foldEvent(mappings, known, event.revision);
    }
    if (page.events.length === 0 || page.checkpoint === after) break;
    after = page.checkpoint;
  }
  return mappings;
}
