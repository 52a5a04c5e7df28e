import { streams, type ChangeNotice, type RecordedEvent } from '@courtside/events';
import type { Knex } from 'knex';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyBatch } from '../src/apply-batch';
import { inSchema } from '../src/db/migrate';
import { isLockNotAvailable } from '../src/db/operations/lock-checkpoints';
import type { ContestRow } from '../src/db/tables';
import { applyInOneStatement, dryKnex, NeedsTransaction } from '../src/one-statement-batch';
import { AuditStateMemory } from '../src/projections/audit-memory';
import { ContestRowMemory } from '../src/projections/contest-memory';
import type { Changes } from '../src/projections/projection';
import { useProjectionRun } from './harness';
import { listenForNotices } from './notices';
import { statementsSentWhile } from './sent-statements';
import { append, contests, scores, seedLeague } from './test-data';

const run = useProjectionRun({ seed: seedLeague });

// The live runner is stopped: these specs are the runner, batch by batch.
beforeAll(() => run.service.close());

const notice = (checkpoint: string) => (changes: Changes) =>
  ({
    projection: 'read-models',
    checkpoint,
    leagues: [...changes.leagues],
    contests: [...changes.contests],
    all: false,
  }) satisfies ChangeNotice;

/** A runner's knex with its own memories, and where its last batch left the checkpoints. */
function runnerLike() {
  const audit = new AuditStateMemory();
  const contestRows = new ContestRowMemory();
  const knex = contestRows.attach(audit.attach(inSchema(run.harness.knex, 'rm')));
  const state = {
    knex,
    dry: dryKnex(knex),
    known: new Map<string, string | null>(),
    /** Applies a batch in a transaction, as the runner does when it knows nothing. */
    async inTransaction(batch: Batch) {
      await knex.transaction((trx) =>
        applyBatch(trx, batch.events, batch.checkpoint, {
          nowait: true,
          notice: notice(batch.checkpoint),
          moved: (moved) => (state.known = new Map(moved)),
        }),
      );
      audit.commit();
      contestRows.commit();
    },
    inOneStatement: (batch: Batch) =>
      applyInOneStatement(
        knex,
        state.dry,
        batch.events,
        batch.checkpoint,
        state.known,
        notice(batch.checkpoint),
      ),
  };
  return state;
}

interface Batch {
  events: RecordedEvent[];
  checkpoint: string;
}

/** Appends a score of contest `id` and answers the batch that carries it alone. */
async function scoreBatch(id: number, a: number[], b: number[]): Promise<Batch> {
  const { position } = await append(run.harness.store, streams.contest(id), {
    type: 'ScoreRecorded',
    data: { contestId: id, leagueId: 10, scores: scores(a, b) },
  });
  const { events } = await run.harness.store.readAll({ after: null, limit: 100_000 });
  const event = events.find((each) => each.position === position);
  if (!event) throw new Error(`no event at ${position}`);
  return { events: [event], checkpoint: position };
}

/** Appends a score of each contest and answers the batch that carries them alone. */
async function scoresBatch(ids: number[], a: number[]): Promise<Batch> {
  const positions: string[] = [];
  for (const id of ids) {
    const { position } = await append(run.harness.store, streams.contest(id), {
      type: 'ScoreRecorded',
      data: { contestId: id, leagueId: 10, scores: scores(a, [19, 25, 17]) },
    });
    positions.push(position);
  }
  const { events } = await run.harness.store.readAll({ after: null, limit: 100_000 });
  const batch = events.filter((each) => positions.includes(each.position));
  return { events: batch, checkpoint: positions.at(-1) ?? '' };
}

const rm = (knex: Knex = run.harness.knex) => knex.withSchema('rm');
const contestRow = (id: number) => rm().table<ContestRow>('contests').where({ id }).first();
const checkpoints = async () =>
  new Set(
    (await rm().table<{ checkpoint: string }>('checkpoints').select('checkpoint')).map(
      (row) => row.checkpoint,
    ),
  );

/** The longest names allowed: four bytes a character, two, and one that JSON escapes. */
const longest = { league: '𝄞'.repeat(255), first: 'Ж'.repeat(255), second: '"'.repeat(255) };

/** Runs `body` with league 10 and the contests `ids` under the longest names, then puts theirs back. */
async function withLongestNames(ids: number[], body: () => Promise<void>): Promise<void> {
  const league = await rm().table('leagues').where({ id: 10 }).first('name');
  const teams = await rm()
    .table('contests')
    .whereIn('id', ids)
    .select('id', 'first_team_name', 'second_team_name');
  await rm().table('leagues').where({ id: 10 }).update({ name: longest.league });
  await rm()
    .table('contests')
    .whereIn('id', ids)
    .update({ first_team_name: longest.first, second_team_name: longest.second });
  try {
    await body();
  } finally {
    await rm().table('leagues').where({ id: 10 }).update(league);
    for (const { id, ...names } of teams) await rm().table('contests').where({ id }).update(names);
  }
}

/** The change notice `apply` sends for `batch`, once `apply` has applied it in one statement. */
async function noticeOf(batch: Batch, apply: () => Promise<unknown>): Promise<ChangeNotice> {
  const listener = await listenForNotices(run.harness.database.url);
  try {
    const noticed = listener.next((each) => each.checkpoint === batch.checkpoint);
    expect(await apply()).not.toBeNull();
    return await noticed;
  } finally {
    await listener.end();
  }
}

describe('when the runner knows where it left every checkpoint', () => {
  it('writes a batch of scores, the checkpoints and the change notice in one statement', async () => {
    const runner = runnerLike();
    await runner.inTransaction(await scoreBatch(contests.inProgress, [20, 22, 18], [19, 25, 17]));
    const listener = await listenForNotices(run.harness.database.url);
    try {
      const batch = await scoreBatch(contests.inProgress, [20, 22, 21], [19, 25, 17]);
      const noticed = listener.next((each) => each.checkpoint === batch.checkpoint);
      const { sent, result } = await statementsSentWhile(() => runner.inOneStatement(batch));

      expect(result?.moved.get('contests')).toBe(batch.checkpoint);
      // Besides the checkpoints' column types, read once a process: one statement, no BEGIN.
      const batchSent = sent.filter((sql) => !sql.includes('FROM pg_attribute'));
      expect(batchSent).toHaveLength(1);
      expect(batchSent[0]).toMatch(/^WITH locked AS \(.*FOR UPDATE NOWAIT\).*pg_notify/);
      const carrying = await noticed;
      expect(carrying).toMatchObject({ contests: [contests.inProgress], leagues: [10] });
      // It carries the contest as written, with its league's name: the gateway reads nothing.
      expect(carrying.contestRows).toEqual([
        expect.objectContaining({
          id: contests.inProgress,
          league_id: 10,
          league_name: (await rm().table('leagues').where({ id: 10 }).first()).name,
          A3: 21,
          first_team_total: 63,
          status: 'in_progress',
          revision: (await contestRow(contests.inProgress))?.revision,
        }),
      ]);
      expect(await contestRow(contests.inProgress)).toMatchObject({
        A3: 21,
        first_team_total: 63,
        status: 'in_progress',
      });
      expect(await checkpoints()).toEqual(new Set([batch.checkpoint]));
      const logged = await rm()
        .table('audit_log')
        .where({ model: 'contest', model_id: contests.inProgress, position: batch.checkpoint })
        .first();
      expect(logged?.new_values).toMatchObject({ A3: 21, first_team_total: 63 });
      // Its commit did not wait for the disk, as the runner's transactions do not.
      expect(batchSent[0]).toContain("set_config('synchronous_commit', 'off', true)");
    } finally {
      await listener.end();
    }
  });

  it('carries no row of a contest whose league is not public, and still names it', async () => {
    const runner = runnerLike();
    await runner.inTransaction(await scoreBatch(contests.inProgress, [20, 22, 30], [19, 25, 17]));
    await rm().table('leagues').where({ id: 10 }).update({ public: false });
    const listener = await listenForNotices(run.harness.database.url);
    try {
      const batch = await scoreBatch(contests.inProgress, [20, 22, 31], [19, 25, 17]);
      const noticed = listener.next((each) => each.checkpoint === batch.checkpoint);
      expect(await runner.inOneStatement(batch)).not.toBeNull();
      const sent = await noticed;
      expect(sent.contests).toEqual([contests.inProgress]);
      expect(sent.contestRows).toEqual([]);
    } finally {
      await listener.end();
      await rm().table('leagues').where({ id: 10 }).update({ public: true });
    }
  });

  it('carries a row whose league and teams have names as long as allowed', async () => {
    await withLongestNames([contests.inProgress], async () => {
      const runner = runnerLike();
      // The first batch reads the row back; the next is folded from memory in one statement.
      await runner.inTransaction(await scoreBatch(contests.inProgress, [20, 22, 32], [19, 25, 17]));
      const batch = await scoreBatch(contests.inProgress, [20, 22, 33], [19, 25, 17]);
      const noticed = await noticeOf(batch, () => runner.inOneStatement(batch));
      expect(noticed.contestRows).toEqual([
        expect.objectContaining({
          league_name: longest.league,
          first_team_name: longest.first,
          second_team_name: longest.second,
          A3: 33,
        }),
      ]);
    });
  });

  it('carries no rows that would not fit a NOTIFY with their league names, and still sends it', async () => {
    const ids = [contests.inProgress, contests.scheduled, contests.postponed];
    await withLongestNames(ids, async () => {
      const runner = runnerLike();
      await runner.inTransaction(await scoresBatch(ids, [20, 22, 34]));
      const batch = await scoresBatch(ids, [20, 22, 35]);
      // Carried, the three rows and the league's name three times would pass 8,000 bytes.
      const noticed = await noticeOf(batch, () => runner.inOneStatement(batch));
      expect(noticed.contests.sort()).toEqual([...ids].sort());
      expect(noticed).not.toHaveProperty('contestRows');
      expect(await contestRow(contests.scheduled)).toMatchObject({ A3: 35 });
    });
  });

  it('writes nothing when someone else moved the checkpoints since, and says so', async () => {
    const runner = runnerLike();
    await runner.inTransaction(await scoreBatch(contests.scheduled, [2, 0, 0], [0, 0, 0]));
    const stale = await scoreBatch(contests.scheduled, [4, 0, 0], [0, 0, 0]);
    const later = await scoreBatch(contests.scheduled, [6, 0, 0], [0, 0, 0]);
    // A standby that took over applies both saves first.
    await inSchema(run.harness.knex, 'rm').transaction((trx) =>
      applyBatch(trx, [...stale.events, ...later.events], later.checkpoint, { nowait: true }),
    );

    expect(await runner.inOneStatement(stale)).toBeNull();
    // The stale batch would have put the older score back and the checkpoints behind.
    expect(await contestRow(contests.scheduled)).toMatchObject({ A1: 6, first_team_total: 6 });
    expect(await checkpoints()).toEqual(new Set([later.checkpoint]));
  });
});

describe('when a rebuild holds the checkpoints', () => {
  it('fails at once and writes nothing', async () => {
    const runner = runnerLike();
    await runner.inTransaction(await scoreBatch(contests.inProgress, [20, 22, 23], [19, 25, 17]));
    const batch = await scoreBatch(contests.inProgress, [20, 22, 25], [19, 25, 17]);
    const trx = await run.harness.knex.transaction();
    try {
      await trx.raw('SELECT * FROM rm.checkpoints FOR UPDATE');
      const failure = await runner.inOneStatement(batch).catch((error: unknown) => error);
      expect(isLockNotAvailable(failure)).toBe(true);
    } finally {
      await trx.commit();
    }
    expect(await contestRow(contests.inProgress)).toMatchObject({ A3: 23 });
    expect(await checkpoints()).not.toContain(batch.checkpoint);
  });
});

describe('when a projection must read the read models for the batch', () => {
  it('sends nothing and asks for a transaction', async () => {
    const runner = runnerLike();
    await runner.inTransaction(await scoreBatch(contests.inProgress, [20, 22, 27], [19, 25, 17]));
    // A contest this runner has not written: its row is read, which one statement cannot do.
    const batch = await scoreBatch(contests.scheduled, [8, 0, 0], [0, 0, 0]);
    const { sent, result } = await statementsSentWhile(() =>
      runner.inOneStatement(batch).catch((error: unknown) => error),
    );
    expect(result).toBeInstanceOf(NeedsTransaction);
    expect(sent).toEqual([]);
    expect(await checkpoints()).not.toContain(batch.checkpoint);
  });
});
