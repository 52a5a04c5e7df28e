import {
  CHANGE_NOTICE_CHANNEL,
  compareCheckpoints,
  streams,
  type ChangeNotice,
} from '@courtside/events';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { applyBatch } from '../src/apply-batch';
import { inSchema } from '../src/db/migrate';
import { notifyChanges } from '../src/db/operations/notify-changes';
import { listenForNotices } from './notices';
import { projections } from '../src/projections';
import { append, contests, scores, seedLeague } from './test-data';
import { useProjectionRun, LogCapture, snapshot } from './harness';

const logs = new LogCapture();
const run = useProjectionRun({ logger: logs.logger, batchSize: 5, seed: seedLeague });

const rm = () => run.harness.knex.withSchema('rm');

describe('when batches commit', () => {
  it('moves every projection checkpoint to the last event applied', async () => {
    const last = await run.harness.store.readAll({ after: null, limit: 10_000 });
    const rows = await rm().table('checkpoints').orderBy('projection');
    // One checkpoint per projection, whichever areas have added theirs.
    expect(rows.map((row: { projection: string }) => row.projection).sort()).toEqual(
      projections.map((projection) => projection.name).sort(),
    );
    expect(rows.map((row: { projection: string }) => row.projection)).toEqual(
      expect.arrayContaining(['audit-log', 'contests', 'standings', 'result-corrections']),
    );
    for (const row of rows as Array<{ checkpoint: string }>) {
      expect(row.checkpoint).toBe(last.checkpoint);
    }
    expect(await run.service.checkpoint()).toBe(last.checkpoint);
  });

  it('sends a notice after commit naming the changed league and contest', async () => {
    const listener = new pg.Client({ connectionString: run.harness.database.url });
    await listener.connect();
    try {
      await listener.query(`LISTEN ${CHANGE_NOTICE_CHANNEL}`);
      const seenAtNotice = new Promise<{ notice: ChangeNotice; total: number }>((resolve) => {
        listener.on('notification', (message) => {
          const notice = JSON.parse(message.payload ?? '{}') as ChangeNotice;
          if (!notice.contests.includes(contests.scheduled)) return;
          // Read with another connection the moment the notice lands: it must already show.
          void rm()
            .table('contests')
            .where({ id: contests.scheduled })
            .first('first_team_total')
            .then((row: { first_team_total: number }) =>
              resolve({ notice, total: row.first_team_total }),
            );
        });
      });
      const { position } = await append(run.harness.store, streams.contest(contests.scheduled), {
        type: 'ScoreRecorded',
        data: { contestId: contests.scheduled, leagueId: 10, scores: scores([11], [9]) },
      });
      const { notice, total } = await seenAtNotice;
      expect(notice).toEqual({
        projection: 'read-models',
        checkpoint: position,
        leagues: [10],
        contests: [contests.scheduled],
        // A score in play changes no table: no league is named for a standings push.
        standings: [],
        all: false,
        // The score's audit-log row is the batch's only one: it starts and ends at position.
        audit: { from: position },
      });
      expect(total).toBe(11);
    } finally {
      await listener.end();
    }
  });
});

describe('when too many keys changed to list', () => {
  it('sends a notice that asks for a full refresh instead', async () => {
    const listener = await listenForNotices(run.harness.database.url);
    try {
      const received = listener.next((notice) => notice.checkpoint === '1:1');
      const many = Array.from({ length: 2000 }, (_, index) => index + 1);
      const sent = await notifyChanges(run.harness.knex, {
        projection: 'read-models',
        checkpoint: '1:1',
        leagues: many,
        contests: many,
        all: false,
      });
      const notice = await received;
      expect(notice).toEqual({
        projection: 'read-models',
        checkpoint: '1:1',
        leagues: [],
        contests: [],
        all: true,
      });
      expect(sent).toEqual(notice);
    } finally {
      await listener.end();
    }
  });
});

describe('when a batch fails part-way', () => {
  it('leaves rows and checkpoint as they were, then applies the batch once it can', async () => {
    const before = await snapshot(run.harness.knex);
    const checkpoint = await run.service.checkpoint();
    // The standings step runs after contests and leagues have written in the same transaction.
    await run.harness.knex.raw('ALTER TABLE rm.standings RENAME TO standings_unavailable');
    const logged = logs.lines.length;
    const { position } = await append(run.harness.store, streams.contest(contests.inProgress), {
      type: 'ContestFinished',
      data: {
        contestId: contests.inProgress,
        leagueId: 10,
        scores: scores([20, 20, 20, 20], [20, 20, 20, 10]),
        winner: 'first_team',
        forfeit: false,
      },
    });
    await logs.next('batch failed; retrying', logged);

    const { standings: _standings, ...expected } = before;
    expect(await snapshot(run.harness.knex, 'rm', ['standings'])).toEqual(expected);
    expect(await run.service.checkpoint()).toBe(checkpoint);

    await run.harness.knex.raw('ALTER TABLE rm.standings_unavailable RENAME TO standings');
    await run.service.waitFor(position);
    const finished = await rm().table('contests').where({ id: contests.inProgress }).first();
    expect(finished).toMatchObject({ status: 'finished', first_team_total: 80 });
    const partizan = await rm().table('standings').where({ league_id: 10, team_id: 101 }).first();
    expect(partizan).toMatchObject({ played: 2, won: 2, points: 4 });
  });
});

describe('when a rebuild holds the live checkpoint rows', () => {
  it('commits nothing until they are released, then catches up', async () => {
    // Stopped first so the event is already in the log when the rows get locked: the lock
    // holder's own transaction id would otherwise hide later events from every reader.
    await run.service.close();
    const { position } = await append(run.harness.store, streams.contest(contests.forfeit), {
      type: 'ContestPostponed',
      data: { contestId: contests.forfeit, leagueId: 10, reason: null },
    });
    const trx = await run.harness.knex.transaction();
    try {
      await trx.raw('SELECT * FROM rm.checkpoints FOR UPDATE');
      const logged = logs.lines.length;
      await run.service.start();
      await logs.next('checkpoints locked by a rebuild; retrying', logged);
      const row = await rm().table('contests').where({ id: contests.forfeit }).first('status');
      expect(row).toEqual({ status: 'finished' });
    } finally {
      await trx.commit();
    }
    await run.service.waitFor(position);
    const row = await rm().table('contests').where({ id: contests.forfeit }).first('status');
    expect(row).toEqual({ status: 'postponed' });
  });
});

describe('when a batch is delivered again', () => {
  it('changes nothing', async () => {
    const before = await snapshot(run.harness.knex);
    const log = await run.harness.store.readAll({ after: null, limit: 10_000 });
    const live = inSchema(run.harness.knex, 'rm');
    const changes = await live.transaction((trx) =>
      applyBatch(trx, log.events, log.checkpoint ?? '0:0', { nowait: false }),
    );
    expect(changes.contests.size + changes.leagues.size).toBe(0);
    expect(await snapshot(run.harness.knex)).toEqual(before);
  });

  it('never moves a checkpoint backwards', async () => {
    const log = await run.harness.store.readAll({ after: null, limit: 3 });
    const live = inSchema(run.harness.knex, 'rm');
    const current = await run.service.checkpoint();
    await live.transaction((trx) =>
      applyBatch(trx, log.events, log.checkpoint ?? '0:0', { nowait: false }),
    );
    expect(compareCheckpoints(await run.service.checkpoint(), current)).toBe(0);
  });
});
