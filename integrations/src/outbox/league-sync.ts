import type PgBoss from 'pg-boss';
import type { Pool, PoolClient } from 'pg';
import { matchDocument, rosterDocument } from './documents';
import {
  destinationKinds,
  documentDigest,
  matchPath,
  queueOf,
  rosterPath,
  type DestinationName,
  type SyncJob,
} from './jobs';

/** What a "sync a league now" run will send: the league's switches and its matches. */
export interface LeagueSyncPlan {
  /** scoreboard_sync: off means nothing at all is synced for the league. */
  sync: boolean;
  /** scoreboard_sync_matches and scoreboard_sync_roster. */
  matches: boolean;
  roster: boolean;
  /** Every match of the league, in schedule order. */
  contests: { id: number; home: string; away: string }[];
  /** Teams in the league (what its roster lists). */
  teams: number;
}

/**
 * The outbox as the league-sync workflow uses it: the same documents, queues and job shape the
 * reactor writes (reactor.ts), so the dispatcher delivers them with its retries and dead letters.
 */
export interface LeagueSyncOutbox {
  /** The league's plan; null when the league is not in the read model. */
  plan(leagueId: number): Promise<LeagueSyncPlan | null>;
  /** Enqueues the match's document for every destination that hears matches; answers how many. */
  enqueueMatch(leagueId: number, matchId: number, runKey: string): Promise<number>;
  /** Enqueues the league's roster for every destination that hears rosters; answers how many. */
  enqueueRoster(leagueId: number, runKey: string): Promise<number>;
}

/**
 * The league sync's outbox writer. Its idempotency key names the run (`<runKey>` is
 * `workflow-<id>`), never an event: a sync asked for by hand is delivered even when the document
 * is the one last sent (so it skips the reactor's `withoutRepeats`), yet a step replayed after a
 * crash sends the same key and the destination applies it once. The sent document's digest is
 * still recorded, so the reactor does not send it a second time for an older event.
 */
export function createLeagueSyncOutbox(options: {
  pool: Pool;
  boss: PgBoss;
  destinations: DestinationName[];
}): LeagueSyncOutbox {
  const { pool, boss } = options;
  const to = (kind: SyncJob['kind']) =>
    options.destinations.filter((destination) => destinationKinds[destination].includes(kind));

  async function enqueue(build: (client: PoolClient) => Promise<SyncJob[]>): Promise<number> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const jobs = await build(client);
      const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
      for (const job of jobs) {
        const digest = documentDigest(job.body);
        await client.query(
          `INSERT INTO integration_sent_documents (destination, path, digest) VALUES ($1, $2, $3)
           ON CONFLICT (destination, path) DO UPDATE SET digest = EXCLUDED.digest`,
          [job.destination, job.path, digest],
        );
        await boss.send(queueOf(job.destination), { ...job, digest }, { db });
      }
      await client.query('COMMIT');
      return jobs.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    async plan(leagueId) {
      const { rows } = await pool.query<{
        scoreboard_sync: boolean;
        scoreboard_sync_matches: boolean;
        scoreboard_sync_roster: boolean;
        teams: string;
      }>(
        `SELECT scoreboard_sync, scoreboard_sync_matches, scoreboard_sync_roster,
                (SELECT count(*) FROM rm.league_teams lt WHERE lt.league_id = l.id) AS teams
           FROM rm.leagues l WHERE l.id = $1`,
        [leagueId],
      );
      const league = rows[0];
      if (!league) return null;
      const { rows: contests } = await pool.query<{ id: number; home: string; away: string }>(
        `SELECT id, first_team_name AS home, second_team_name AS away FROM rm.contests
          WHERE league_id = $1 ORDER BY time, id`,
        [leagueId],
      );
      return {
        sync: league.scoreboard_sync,
        matches: league.scoreboard_sync_matches,
        roster: league.scoreboard_sync_roster,
        contests,
        teams: Number(league.teams),
      };
    },
    enqueueMatch(leagueId, matchId, runKey) {
      return enqueue(async (client) => {
        const body = await matchDocument(client, matchId);
        if (!body) return [];
        return to('match').map((destination) => ({
          destination,
          kind: 'match' as const,
          leagueId,
          matchId,
          path: matchPath(destination, leagueId, matchId),
          idempotencyKey: `${destination}:match:${matchId}:${runKey}`,
          body,
        }));
      });
    },
    enqueueRoster(leagueId, runKey) {
      return enqueue(async (client) => {
        const body = await rosterDocument(client, leagueId);
        return to('roster').map((destination) => ({
          destination,
          kind: 'roster' as const,
          leagueId,
          path: rosterPath(leagueId),
          idempotencyKey: `${destination}:roster:${leagueId}:${runKey}`,
          body,
        }));
      });
    },
  };
}
