/**
 * What both bench servers (bench/server.ts, the services as `npm start` runs them, and
 * bench/split-server.ts, a process per service) do on the database itself: schedule the scorers'
 * contests, and wait until the services are idle.
 */
import pg from 'pg';
import type { Logger } from 'pino';
import { createCommandService } from '@courtside/command-service';
import { CHANGE_NOTICE_CHANNEL } from '@courtside/events';
import { createPostgresEventStore } from '@courtside/events/store';
import { endPool } from '../scripts/end-pool';

/** Contests that started ten minutes ago (inside the score window), for the scorers. */
export async function scheduleScorerContests(
  databaseUrl: string,
  logger: Logger,
  leagueId: number,
  count: number,
): Promise<number[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    const store = createPostgresEventStore({ pool, logger });
    const command = createCommandService({ store, pool, logger });
    const { rows } = await pool.query<{ team: number }>(
      `SELECT DISTINCT unnest(ARRAY[first_team_id, second_team_id]) AS team
         FROM rm.contests WHERE league_id = $1 ORDER BY 1`,
      [leagueId],
    );
    const teams = rows.map((row) => row.team);
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const first = teams[i % teams.length] ?? 0;
      const second = teams[(i + 1 + Math.floor(i / teams.length)) % teams.length] ?? 0;
      const scheduled = await command.commands.scheduleContest(
        {
          league_id: leagueId,
          round: 99,
          time: new Date(Date.now() - (10 + (i % 50)) * 60_000).toISOString(),
          location: 'Bench arena',
          first_team_id: first,
          second_team_id: first === second ? (teams[(i + 2) % teams.length] ?? 0) : second,
        },
        {},
      );
      ids.push(scheduled.id);
    }
    await command.close();
    await store.close();
    return ids;
  } finally {
    await endPool(pool);
  }
}

/** What `settled` looks at: read models behind the log, and workflows and jobs still to run. */
const busyState = `
  SELECT (SELECT count(*)::int FROM rm.checkpoints
           WHERE coalesce(split_part(checkpoint, ':', 2)::bigint, 0)
                 < (SELECT coalesce(max(position), 0) FROM events)) AS behind,
         (SELECT count(*)::int FROM rm.workflows WHERE status = 'running')
       + (SELECT count(*)::int FROM pgboss.job
           WHERE state IN ('created', 'retry', 'active') AND start_after <= now()
             AND name NOT LIKE '%-dead') AS busy`;

/**
 * Waits until the services have nothing left to do: every projection's checkpoint at the log's
 * end, no workflow running, and no job due (dead letters wait for an administrator, not for a
 * worker). At start the demo has work of its own under way (a standings recount and a "sync a
 * league now" whose scoreboard documents pg-boss delivers one by one); after a load window the
 * read models and the outbox's deliveries catch up on its saves. Measured beside either, the next
 * scenario or baseline would carry it: a user's server does the first once, and the second is the
 * saves' own cost, already measured. Answers how long it took.
 *
 * It looks again each time that state may have changed: on the projections' change notice (every
 * batch's commit sends one; a workflow's end is an event, so it comes that way too) and on a
 * notice from pg-boss's job table. pg-boss sends none of its own, so a statement trigger sends it
 * while this waits, and is dropped after, so it never costs the saves being measured.
 */
export async function settled(databaseUrl: string): Promise<number> {
  const began = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  let wake = () => {};
  let timedOut = false;
  client.on('notification', () => wake());
  await client.connect();
  const deadline = setTimeout(() => {
    timedOut = true;
    wake();
  }, 300_000);
  try {
    await client.query(`
      CREATE OR REPLACE FUNCTION bench_jobs_changed() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN PERFORM pg_notify('bench_jobs_changed', ''); RETURN NULL; END $$;
      CREATE OR REPLACE TRIGGER bench_jobs_changed AFTER INSERT OR UPDATE OR DELETE ON pgboss.job
        FOR EACH STATEMENT EXECUTE FUNCTION bench_jobs_changed();
      LISTEN bench_jobs_changed;
      LISTEN ${CHANGE_NOTICE_CHANNEL};`);
    for (;;) {
      // Armed before the state is read: a change while it is read makes the next look at once.
      const changed = new Promise<void>((resolve) => (wake = resolve));
      const { rows } = await client.query<{ behind: number; busy: number }>(busyState);
      const row = rows[0];
      if (row?.behind === 0 && row.busy === 0) break;
      if (timedOut) {
        throw new Error(
          `the services were still busy after 300 s (${row?.behind} read models behind, ${row?.busy} workflows and jobs)`,
        );
      }
      await changed;
    }
  } finally {
    clearTimeout(deadline);
    await client
      .query('DROP TRIGGER IF EXISTS bench_jobs_changed ON pgboss.job')
      .finally(() => client.end());
  }
  return Math.round(performance.now() - began);
}
