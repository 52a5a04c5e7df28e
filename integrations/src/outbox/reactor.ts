import {
  compareCheckpoints,
  type Checkpoint,
  type EventStore,
  type Subscription,
} from '@courtside/events';
import type PgBoss from 'pg-boss';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import { webhookJobsOf, webhookMessagesFor } from '../webhooks/enqueue';
import { gatherReactor } from '../gather';
import { writeBatch } from './batch-write';
import { webhookIntentsOf } from '../webhooks/kinds';
import {
  leaguesOfClubs,
  matchDocumentsOnce,
  rosterDocument,
  type MatchDocuments,
} from './documents';
import { isEmpty, syncIntentsOf, type SyncIntents } from './intents';
import {
  destinationKinds,
  matchPath,
  queueOf,
  rosterPath,
  type DestinationName,
  type SyncJob,
} from './jobs';

const reactor = 'outbox-sync';

/** The read models a sync document is built from; the reactor never reads ahead of them. */
const projections = ['contests', 'leagues', 'league-settings', 'teams', 'clubs', 'licences'];

/** Creates the reactor's checkpoint table (idempotent). */
export async function migrateOutbox(pool: Pool): Promise<void> {
  await pool.query(`CREATE TABLE IF NOT EXISTS integration_checkpoints (
    reactor text PRIMARY KEY,
    checkpoint text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`);
  await pool.query(`CREATE TABLE IF NOT EXISTS integration_sent_documents (
    destination text NOT NULL,
    path text NOT NULL,
    digest text NOT NULL,
    PRIMARY KEY (destination, path)
  )`);
}

interface LeagueSync {
  sync: boolean;
  matches: boolean;
  roster: boolean;
}

/**
 * The outbox's writer: a checkpointed subscription over the event log that turns each event an
 * external service must hear into one pg-boss job per destination, and saves its checkpoint in
 * the SAME transaction as those jobs (`send(..., { db })`). A crash before the commit leaves
 * neither, a crash after leaves both: every event is enqueued exactly once. Documents are read
 * from the read models once they have reached the batch, so they show the event's effect.
 */
export function startOutboxReactor(options: {
  store: EventStore;
  pool: Pool;
  boss: PgBoss;
  logger: Logger;
  /** Destinations configured in this process; a missing one gets no jobs. */
  destinations: DestinationName[];
  /** How long to wait for the read models to reach a batch before retrying it. */
  projectionWaitMs?: number;
  /** Also turn league events into webhook messages (the gateway's webhook tables exist). */
  webhooks?: boolean;
}): { close(): Promise<void> } {
  const { store, pool, boss, logger } = options;
  let subscription: Subscription | null = null;
  let closed = false;
  const started = (async () => {
    const { rows } = await pool.query<{ checkpoint: string }>(
      'SELECT checkpoint FROM integration_checkpoints WHERE reactor = $1',
      [reactor],
    );
    if (closed) return;
    subscription = store.subscribe({
      after: rows[0]?.checkpoint ?? null,
      gather: gatherReactor,
      async onBatch(events, checkpoint) {
        const intents = syncIntentsOf(events);
        const hooks = options.webhooks ? webhookIntentsOf(events) : [];
        if (!isEmpty(intents) || hooks.length > 0) {
          await waitForReadModels(
            pool,
            checkpoint,
            options.projectionWaitMs ?? 30_000,
            () => closed,
          );
        }
        const client = await pool.connect();
        try {
          // Every read first, with no transaction open: a transaction holds back the log's
          // readers from its first write to its COMMIT (batch-write.ts).
          const documents = matchDocumentsOnce(client);
          const jobs = isEmpty(intents)
            ? []
            : await jobsFor(client, intents, options.destinations, documents);
          const messages = await webhookMessagesFor(client, hooks, documents);
          // Without waiting for the disk at COMMIT, as the read models do: a crash that loses
          // this transaction loses its checkpoint with it, and the batch is done again.
          await client.query('BEGIN; SET LOCAL synchronous_commit = off');
          const written = await writeBatch(client, { reactor, checkpoint, jobs, messages });
          const db = {
            executeSql: (text: string, values?: unknown[]) => client.query(text, values),
          };
          // Every job of the batch in one statement, in the transaction that moves the checkpoint.
          const inserts: PgBoss.JobInsert[] = [
            ...written.jobs.map((job) => ({ name: queueOf(job.destination), data: job })),
            ...webhookJobsOf(messages, written.messages),
          ];
          if (inserts.length > 0) await boss.insert(inserts, { db });
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      onError(error) {
        logger.error({ err: error, reactor }, 'outbox batch failed; retrying it');
      },
    });
  })().catch((error: unknown) => {
    logger.error({ err: error, reactor }, 'outbox reactor could not start');
  });
  return {
    async close() {
      closed = true;
      await started;
      await subscription?.close();
    },
  };
}

/** Polls the projections' checkpoints until each has passed `checkpoint`; throws after `ms`. */
async function waitForReadModels(
  pool: Pool,
  checkpoint: Checkpoint,
  ms: number,
  stopped: () => boolean,
): Promise<void> {
  const deadline = performance.now() + ms;
  for (;;) {
    const { rows } = await pool.query<{ checkpoint: string | null }>(
      'SELECT checkpoint FROM rm.checkpoints WHERE projection = ANY($1::text[])',
      [projections],
    );
    const behind =
      rows.length < projections.length ||
      rows.some((row) => compareCheckpoints(row.checkpoint, checkpoint) < 0);
    if (!behind) return;
    if (stopped() || performance.now() > deadline) {
      throw new Error('the read models have not reached the batch yet');
    }
    // Waiting for a state: projection-service commits in well under a second.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function jobsFor(
  client: PoolClient,
  intents: SyncIntents,
  configured: DestinationName[],
  matchDocument: MatchDocuments,
): Promise<SyncJob[]> {
  const rosterLeagues = new Map(intents.rosterLeagues);
  const clubIds = [...intents.rosterClubs.keys()];
  if (clubIds.length > 0) {
    const cause = [...intents.rosterClubs.values()].at(-1) ?? '';
    for (const leagueId of await leaguesOfClubs(client, clubIds)) {
      if (!rosterLeagues.has(leagueId)) rosterLeagues.set(leagueId, cause);
    }
  }
  const leagueIds = [
    ...new Set([...[...intents.matches.values()].map((m) => m.leagueId), ...rosterLeagues.keys()]),
  ];
  const { rows } = await client.query<{
    id: number;
    scoreboard_sync: boolean;
    scoreboard_sync_matches: boolean;
    scoreboard_sync_roster: boolean;
  }>(
    `SELECT id, scoreboard_sync, scoreboard_sync_matches, scoreboard_sync_roster
       FROM rm.leagues WHERE id = ANY($1::int[])`,
    [leagueIds],
  );
  const settings = new Map<number, LeagueSync>(
    rows.map((r) => [
      r.id,
      {
        sync: r.scoreboard_sync,
        matches: r.scoreboard_sync_matches,
        roster: r.scoreboard_sync_roster,
      },
    ]),
  );
  const jobs: SyncJob[] = [];
  const to = (kind: SyncJob['kind']) =>
    configured.filter((destination) => destinationKinds[destination].includes(kind));
  for (const [matchId, { leagueId, eventId }] of intents.matches) {
    const league = settings.get(leagueId);
    if (!league?.sync || !league.matches) continue;
    const body = await matchDocument(matchId);
    if (!body) continue;
    for (const destination of to('match')) {
      jobs.push({
        destination,
        kind: 'match',
        leagueId,
        matchId,
        path: matchPath(destination, leagueId, matchId),
        idempotencyKey: `${destination}:match:${matchId}:${eventId}`,
        body,
      });
    }
  }
  for (const [leagueId, eventId] of rosterLeagues) {
    const league = settings.get(leagueId);
    if (!league?.sync || !league.roster) continue;
    const body = await rosterDocument(client, leagueId);
    for (const destination of to('roster')) {
      jobs.push({
        destination,
        kind: 'roster',
        leagueId,
        path: rosterPath(leagueId),
        idempotencyKey: `${destination}:roster:${leagueId}:${eventId}`,
        body,
      });
    }
  }
  return jobs;
}
