import { streams } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { lockCheckpoints } from '../src/db/operations/lock-checkpoints';
import type { AuditLogRow, ContestRow } from '../src/db/tables';
import { append, contests, scores, seedLeague } from './test-data';
import { useProjectionRun } from './harness';
import { listenForNotices } from './notices';
import { statementsSentWhile } from './sent-statements';

const run = useProjectionRun({ batchSize: 5, seed: seedLeague });

/** Every statement sent to PostgreSQL from this process while the read models catch up. */
async function statementsWhile(record: () => Promise<{ position: string }>): Promise<string[]> {
  const { sent } = await statementsSentWhile(async () => {
    const { position } = await record();
    await run.service.waitFor(position);
  });
  return sent;
}

/** The statements of the batch that projects a score saved on a contest of league 10. */
const scoreSaved = (contestId: number, a: number[], b: number[]) =>
  statementsWhile(() =>
    append(run.harness.store, streams.contest(contestId), {
      type: 'ScoreRecorded',
      data: { contestId, leagueId: 10, scores: scores(a, b) },
    }),
  );

const standingsCheck = /select "league_id" from "rm"\."contests"/i;
const auditWrites = (sent: string[]) =>
  sent.filter((sql) => /INSERT INTO "rm"\."audit_(log|state)"/.test(sql));

/** The audit log's latest row for a contest. */
const lastAuditRow = (contestId: number) =>
  run.harness.knex
    .withSchema('rm')
    .table<AuditLogRow>('audit_log')
    .where({ model: 'contest', model_id: contestId })
    .orderBy('position_major', 'desc')
    .orderBy('position_minor', 'desc')
    .first();

/** When the public last saw league `id` change (what its pages' caches go by). */
const leagueUpdatedAt = async (id: number): Promise<Date> => {
  const row = await run.harness.knex
    .withSchema('rm')
    .table<{ id: number; updated_at: Date }>('leagues')
    .where({ id })
    .first('updated_at');
  if (!row) throw new Error(`no league ${id}`);
  return row.updated_at;
};

describe('when a score is saved on a contest in play', () => {
  it('logs the next save of the same contest against the first without reading its state back', async () => {
    await scoreSaved(contests.scheduled, [20, 22, 30], [19, 25, 17]);
    const sent = await scoreSaved(contests.scheduled, [20, 22, 31], [19, 25, 17]);
    expect(sent.filter((sql) => /FROM "rm"\.audit_state/.test(sql))).toEqual([]);

    const logged = await lastAuditRow(contests.scheduled);
    expect(logged?.old_values).toMatchObject({ A3: 30, first_team_total: 72 });
    expect(logged?.new_values).toMatchObject({ A3: 31, first_team_total: 73 });
  });

  it("asks no standings question of the contests table and writes its contest row, audit row and state and its league's updated_at with the checkpoints", async () => {
    const leagueBefore = await leagueUpdatedAt(10);
    const sent = await scoreSaved(contests.inProgress, [20, 22, 18], [19, 25, 17]);
    expect(sent.some((sql) => standingsCheck.test(sql))).toBe(false);
    // Its batch commits without waiting for the disk (the log it came from already did).
    expect(sent.some((sql) => sql.includes("set_config('synchronous_commit', 'off', true)"))).toBe(
      true,
    );
    // Nothing later in the batch reads them back: they ride on its last statement, the one
    // that moves the checkpoints and sends the notice, and cost no round trip of their own.
    const writes = auditWrites(sent);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(
      /^WITH w0 AS \(INSERT INTO "rm"\."contests".*\), w1 AS \(INSERT INTO "rm"\."audit_log".*\), w2 AS \(INSERT INTO "rm"\."audit_state".*\), w3 AS \(UPDATE "rm"\.leagues .*\), saved AS \(insert into "rm"\."checkpoints".* pg_notify/,
    );
    expect(sent.filter((sql) => /INSERT INTO "rm"\."contests"/.test(sql))).toEqual(writes);
    expect(sent.filter((sql) => /UPDATE "rm"\.leagues AS l SET updated_at/.test(sql))).toEqual(
      writes,
    );
    expect((await leagueUpdatedAt(10)).getTime()).toBeGreaterThan(leagueBefore.getTime());

    const contest = await run.harness.knex
      .withSchema('rm')
      .table<ContestRow>('contests')
      .where({ id: contests.inProgress })
      .first();
    expect(contest).toMatchObject({ status: 'in_progress', first_team_total: 60 });
    const logged = await lastAuditRow(contests.inProgress);
    expect(logged?.new_values).toMatchObject({ A3: 18, B3: 17, first_team_total: 60 });
    const state = await run.harness.knex
      .withSchema('rm')
      .table('audit_state')
      .where({ model: 'contest', model_id: contests.inProgress })
      .first();
    expect(state?.state).toMatchObject({ A3: 18, B3: 17, first_team_total: 60 });
  });
});

const contestRead = /^select \* from "rm"\."contests" where id = ANY/;
const contestRow = (id: number) =>
  run.harness.knex.withSchema('rm').table<ContestRow>('contests').where({ id }).first();

describe('when scores follow one another on a contest in play', () => {
  it('folds the next one onto the row the last one wrote, without reading it back', async () => {
    await scoreSaved(contests.scheduled, [5, 0, 0], [3, 0, 0]);
    const sent = await scoreSaved(contests.scheduled, [7, 0, 0], [3, 0, 0]);
    expect(sent.filter((sql) => contestRead.test(sql))).toEqual([]);
    expect(await contestRow(contests.scheduled)).toMatchObject({
      status: 'in_progress',
      A1: 7,
      first_team_total: 7,
      second_team_total: 3,
      first_team_name: 'FMP',
    });
  });

  it('projects the next one in one statement, with no transaction around it', async () => {
    await scoreSaved(contests.scheduled, [8, 0, 0], [3, 0, 0]);
    const sent = await scoreSaved(contests.scheduled, [8, 2, 0], [3, 0, 0]);
    // After the append's own transaction (its COMMIT): a log read may run while it is open.
    const append = sent.findIndex((sql) => sql.startsWith('INSERT INTO public.events'));
    const committed = sent.findIndex((sql, index) => index > append && /^COMMIT/i.test(sql));
    expect([append, committed].every((index) => index >= 0)).toBe(true);
    const batch = sent.slice(committed + 1);
    expect(batch.filter((sql) => /^(BEGIN|COMMIT)/i.test(sql))).toEqual([]);
    const rmWrites = batch.filter((sql) => /^(WITH|INSERT|UPDATE)\b.*"rm"\./.test(sql));
    expect(rmWrites).toHaveLength(1);
    expect(rmWrites[0]).toMatch(/^WITH locked AS .*INSERT INTO "rm"\."contests".*pg_notify/);
    expect(await contestRow(contests.scheduled)).toMatchObject({ A2: 2, first_team_total: 10 });
  });

  it('keeps what it remembers when a batch of scores of another contest had to read', async () => {
    await scoreSaved(contests.scheduled, [8, 4, 0], [3, 0, 0]);
    // A contest this runner has not written: its batch reads the row, in a transaction.
    const other = await scoreSaved(contests.postponed, [1, 0, 0], [0, 0, 0]);
    expect(other.filter((sql) => contestRead.test(sql))).toHaveLength(1);
    const sent = await scoreSaved(contests.scheduled, [8, 6, 0], [3, 0, 0]);
    expect(sent.filter((sql) => contestRead.test(sql))).toEqual([]);
    expect(sent.some((sql) => /^WITH locked AS /.test(sql))).toBe(true);
    expect(await contestRow(contests.scheduled)).toMatchObject({ A2: 6, first_team_total: 14 });
  });

  it('reads the row again after a batch of anything else, which may have changed it', async () => {
    await scoreSaved(contests.scheduled, [9, 0, 0], [3, 0, 0]);
    // The leagues projection copies a renamed team's name into its contests' rows.
    const renamed = await append(run.harness.store, streams.league(10), {
      type: 'LeagueTeamRenamed',
      data: { leagueId: 10, teamId: 104, name: 'FMP Meridian' },
    });
    await run.service.waitFor(renamed.position);
    const sent = await scoreSaved(contests.scheduled, [11, 0, 0], [3, 0, 0]);
    expect(sent.filter((sql) => contestRead.test(sql))).toHaveLength(1);
    // Folded onto a remembered row, the score would have put the old name back.
    expect(await contestRow(contests.scheduled)).toMatchObject({
      A1: 11,
      first_team_name: 'FMP Meridian',
    });
  });
});

describe('when a finished result is corrected by a score', () => {
  it('recomputes the table from the folded status, as when it read the contest back', async () => {
    const before = await run.harness.knex
      .withSchema('rm')
      .table('standings')
      .where({ league_id: 10 })
      .orderBy('team_id');
    const sent = await scoreSaved(contests.finished, [10, 10, 10, 10], [30, 30, 30, 30]);
    expect(sent.some((sql) => standingsCheck.test(sql))).toBe(false);
    // The recount reads rm.contests in this transaction: the row is written before it, not
    // left to the batch's last statement.
    const contestWrite = sent.findIndex((sql) => /^INSERT INTO "rm"\."contests"/.test(sql));
    const recount = sent.findIndex((sql) =>
      /from "rm"\."contests" where league_id = ANY/i.test(sql),
    );
    expect(recount).toBeGreaterThanOrEqual(0);
    expect(contestWrite).toBeGreaterThanOrEqual(0);
    expect(contestWrite).toBeLessThan(recount);
    const after = await run.harness.knex
      .withSchema('rm')
      .table('standings')
      .where({ league_id: 10 })
      .orderBy('team_id');
    // 101 beat 102 80–70; corrected to 40–120, the win moves to 102.
    const row = (rows: typeof before, team: number) => rows.find((r) => r.team_id === team);
    expect([row(before, 101)?.won, row(before, 102)?.won]).toEqual([
      (row(after, 101)?.won ?? 0) + 1,
      (row(after, 102)?.won ?? 0) - 1,
    ]);
  });
});

describe('when the live runner locks its checkpoints for a batch', () => {
  it('lets that transaction alone commit without waiting for the disk', async () => {
    const knex = run.harness.knex.withUserParams({ schema: 'rm' });
    const inside = await knex.transaction(async (trx) => {
      await lockCheckpoints(trx, ['contests'], { nowait: false, asynchronousCommit: true });
      return (
        await trx.raw<{ rows: Array<{ synchronous_commit: string }> }>('SHOW synchronous_commit')
      ).rows[0];
    });
    const plain = await knex.transaction(async (trx) => {
      await lockCheckpoints(trx, ['contests'], { nowait: false });
      return (
        await trx.raw<{ rows: Array<{ synchronous_commit: string }> }>('SHOW synchronous_commit')
      ).rows[0];
    });
    expect([inside, plain]).toEqual([{ synchronous_commit: 'off' }, { synchronous_commit: 'on' }]);
  });
});

describe('when a batch commits', () => {
  it('sends its change notice in the statement that moves the checkpoints, delivered at commit', async () => {
    const listener = await listenForNotices(run.harness.database.url);
    try {
      const noticed = listener.next((notice) => notice.contests.includes(contests.inProgress));
      const sent = await scoreSaved(contests.inProgress, [20, 22, 19], [19, 25, 17]);
      const moves = sent.filter((sql) => /insert into "rm"\."checkpoints"/i.test(sql));
      expect(moves).toHaveLength(1);
      expect(moves[0]).toContain('pg_notify');
      expect(sent.filter((sql) => sql.includes('pg_notify'))).toHaveLength(1);
      expect(await noticed).toMatchObject({ contests: [contests.inProgress], leagues: [10] });
    } finally {
      await listener.end();
    }
  });
});
