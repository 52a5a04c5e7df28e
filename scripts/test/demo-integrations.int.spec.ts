import { describe, expect, it } from 'vitest';
import { listDeadLetters, retryDeadLetter } from '@courtside/integrations';
import { demoAccounts } from '../demo/data';
import { useAppStack } from './fixtures/app-stack';

const stack = useAppStack();

/** The demo's league sync has run and no delivery to the scoreboard is left to try. */
async function demoSettled(): Promise<boolean> {
  const { rows } = await stack.pool.query<{ synced: boolean; pending: string }>(
    `SELECT EXISTS (SELECT 1 FROM rm.workflows WHERE kind = 'league-sync' AND status = 'succeeded')
              AS synced,
            (SELECT count(*) FROM pgboss.job WHERE name = 'sync-scoreboard'
                AND state IN ('created', 'retry', 'active')) AS pending`,
  );
  return rows[0]?.synced === true && Number(rows[0]?.pending) === 0;
}

describe("when the super-admin opens the history of the demo's accounts", () => {
  it('finds each account created by the system (and the representative approved), with no password anywhere', async () => {
    // The account's stream, which its history screen (/history/account/:id) reads.
    const historyOf = async (email: string) => {
      const { rows } = await stack.pool.query<{ event: string; actor_kind: string; row: string }>(
        `SELECT e.type AS event, e.metadata->'actor'->>'kind' AS actor_kind,
                row_to_json(e)::text AS row
           FROM events e JOIN accounts a ON e.stream_id = 'account-' || a.id
          WHERE a.email = $1 ORDER BY e.revision`,
        [email],
      );
      return rows;
    };
    const expected = {
      official: ['AccountRegistered'],
      admin: ['AccountRegistered'],
      representative: ['AccountRegistered', 'AccountUpdated', 'AccountApproved'],
    };
    for (const [kind, account] of Object.entries(demoAccounts)) {
      await expect
        .poll(async () => (await historyOf(account.email)).map((r) => r.event))
        .toEqual(expected[kind as keyof typeof expected]);
      const rows = await historyOf(account.email);
      expect(rows.every((r) => r.actor_kind === 'system')).toBe(true);
      expect(rows.some((r) => r.row.includes(account.password))).toBe(false);
    }
  });
});

describe('when a new user starts the demo', () => {
  it('its top league is synced: deliveries go through and only the refused match ends as dead letters', async () => {
    const topLeague = stack.app.demo?.leagueIds[0];
    await expect
      .poll(
        async () => {
          const { rows } = await stack.pool.query<{ count: string }>(
            `SELECT count(*) FROM pgboss.job WHERE name = 'sync-scoreboard' AND state = 'completed'
             AND (data->>'leagueId')::int = $1`,
            [topLeague],
          );
          return Number(rows[0]?.count);
        },
        { timeout: 120_000 },
      )
      .toBeGreaterThan(0);
    // Settled first (a bound against hangs, not a speed check): the demo sends that match twice,
    // from the outbox and from its league-sync run, so one letter or two, all for that match.
    await expect.poll(demoSettled, { timeout: 240_000, interval: 1_000 }).toBe(true);
    const letters = await listDeadLetters(stack.pool);
    expect(letters.length).toBeGreaterThan(0);
    for (const letter of letters) {
      expect(letter).toMatchObject({
        destination: 'scoreboard',
        league_id: topLeague,
        match_id: stack.app.demo?.playedContestIds[0],
        last_error: 'The service had an internal error (HTTP 500).',
      });
    }
  }, 360_000);

  it('a later start of the same demo still refuses that match: its letters sent again come back', async () => {
    const refused = stack.app.demo?.playedContestIds[0];
    // Settled first: the demo's league sync (which queues the match again) has run, and every
    // delivery has arrived or used up its retries, so no letter of the first start comes late.
    await expect.poll(demoSettled, { timeout: 240_000, interval: 1_000 }).toBe(true);
    const letters = await listDeadLetters(stack.pool);
    expect(letters.length).toBeGreaterThan(0);
    // A restart of `npm start` (and a browser test's copy of the seeded demo) does not seed: its
    // new fake scoreboard knows the refusal only from the demo's data.
    await stack.restart();
    expect(stack.app.demo).toBeNull();
    // Both sends carried the match's final document: neither letter is out of date.
    for (const letter of letters) expect(await retryDeadLetter(stack.pool, letter.id)).toBe('sent');
    expect(await listDeadLetters(stack.pool)).toEqual([]);
    // A bound against hangs: three attempts with back-off against the new process's fake.
    await expect
      .poll(
        async () => (await listDeadLetters(stack.pool)).map((l) => [l.match_id, l.last_error]),
        {
          timeout: 60_000,
        },
      )
      .toEqual(letters.map(() => [refused, 'The service had an internal error (HTTP 500).']));
    const back = await listDeadLetters(stack.pool);
    expect(back.filter((l) => letters.some((old) => old.id === l.id))).toEqual([]);
  }, 360_000);

  it('keeps delivering when the integrations process dies: a new one takes over', async () => {
    await expect.poll(demoSettled, { timeout: 240_000, interval: 1_000 }).toBe(true);
    const letters = await listDeadLetters(stack.pool);
    expect(letters.length).toBeGreaterThan(0);
    const first = stack.app.integrationsPid();
    expect(first).not.toBeNull();
    process.kill(first ?? 0, 'SIGKILL');
    // The app's process starts another (after a second's back-off) and stays up itself.
    await expect
      .poll(() => stack.app.integrationsPid(), { timeout: 60_000 })
      .toSatisfy((pid: number | null) => pid !== null && pid !== first);
    expect((await fetch(`${stack.app.url}/api/openapi.json`)).status).toBe(200);
    // Only the new process can deliver them: sent again, they come back refused.
    for (const letter of letters) expect(await retryDeadLetter(stack.pool, letter.id)).toBe('sent');
    await expect
      .poll(
        async () => (await listDeadLetters(stack.pool)).map((l) => [l.match_id, l.last_error]),
        {
          timeout: 60_000,
        },
      )
      .toEqual(letters.map((l) => [l.match_id, 'The service had an internal error (HTTP 500).']));
  }, 360_000);
});
