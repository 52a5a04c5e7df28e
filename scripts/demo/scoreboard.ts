import type pg from 'pg';
import type { FakeEndpoint } from '@courtside/integrations';

/** The demo's match whose final result its local fake scoreboard refuses, for good. */
export interface DemoRefusal {
  leagueId: number;
  matchId: number;
}

async function ensureTable(pool: pg.Pool): Promise<void> {
  await pool.query(`CREATE TABLE IF NOT EXISTS demo_scoreboard_refusals (
    league_id integer NOT NULL,
    match_id integer NOT NULL,
    PRIMARY KEY (league_id, match_id)
  )`);
}

/**
 * Issue 12: the refusal is kept with the demo's data, not only in the process that seeded it,
 * so every later start of that database (a restart of `npm start`, a browser test's copy of the
 * seeded demo) tells its new fake to refuse the same match: the dead letter it made still fails
 * when an administrator sends it again.
 */
export async function rememberDemoRefusal(pool: pg.Pool, refusal: DemoRefusal): Promise<void> {
  await ensureTable(pool);
  await pool.query(
    `INSERT INTO demo_scoreboard_refusals (league_id, match_id) VALUES ($1, $2)
     ON CONFLICT DO NOTHING`,
    [refusal.leagueId, refusal.matchId],
  );
}

/** The refusals a seeded demo kept; none on a database the demo did not seed. */
export async function demoRefusals(pool: pg.Pool): Promise<DemoRefusal[]> {
  await ensureTable(pool);
  const { rows } = await pool.query<{ league_id: number; match_id: number }>(
    'SELECT league_id, match_id FROM demo_scoreboard_refusals ORDER BY league_id, match_id',
  );
  return rows.map((row) => ({ leagueId: row.league_id, matchId: row.match_id }));
}

/** The final result of the match: a scoreboard that has already closed that game answers 500. */
export function refuseDemoMatch(fake: FakeEndpoint, refusal: DemoRefusal): void {
  fake.failAlways(`/v1/leagues/${refusal.leagueId}/matches/`, (body) => {
    const match = body as { match_id?: number; status?: string } | null;
    return match?.match_id === refusal.matchId && match.status === 'finished';
  });
}
