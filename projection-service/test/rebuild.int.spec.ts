import { readdirSync } from 'node:fs';
import { CHANGE_NOTICE_CHANNEL, streams, type ChangeNotice } from '@courtside/events';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildReadModels } from '../src';
import { append, contests, scores, seedLeague } from './test-data';
import { useProjectionRun, LogCapture, snapshot } from './harness';

const run = useProjectionRun({ batchSize: 4, seed: seedLeague });

describe('when the read models are rebuilt while the live runner runs', () => {
  let built: Awaited<ReturnType<typeof snapshot>>;
  let notice: ChangeNotice;
  const logs = new LogCapture();

  beforeAll(async () => {
    built = await snapshot(run.harness.knex);
    const listener = new pg.Client({ connectionString: run.harness.database.url });
    await listener.connect();
    await listener.query(`LISTEN ${CHANGE_NOTICE_CHANNEL}`);
    const all = new Promise<ChangeNotice>((resolve) =>
      listener.on('notification', (message) => {
        const parsed = JSON.parse(message.payload ?? '{}') as ChangeNotice;
        if (parsed.all) resolve(parsed);
      }),
    );
    await rebuildReadModels({
      knex: run.harness.knex,
      store: run.harness.store,
      logger: logs.logger,
      batchSize: 6,
      countEvents: async () =>
        (await run.harness.store.readAll({ after: null, limit: 1000 })).events.length,
    });
    notice = await all;
    await listener.end();
  });

  it('yields every table exactly as the live runner built it', async () => {
    expect(await snapshot(run.harness.knex)).toEqual(built);
  });

  it('leaves no rm_next or rm_old behind and keeps the migrations with the schema', async () => {
    const schemas = await run.harness.knex.raw<{ rows: Array<{ nspname: string }> }>(
      "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rm%' ORDER BY nspname",
    );
    expect(schemas.rows.map((row) => row.nspname)).toEqual(['rm']);
    const migrations = await run.harness.knex.withSchema('rm').table('knex_migrations').count();
    const files = readdirSync(new URL('../migrations', import.meta.url));
    expect(migrations).toEqual([{ count: String(files.length) }]);
  });

  it('logs its progress against the size of the log', () => {
    const progress = logs.lines.filter((line) => /^rebuild: \d+ \/ /.test(line.msg));
    expect(progress.length).toBeGreaterThan(1);
    const lastLine = progress.at(-1);
    expect(lastLine?.['replayed']).toBe(lastLine?.['total']);
  });

  it('tells listeners to refresh everything', async () => {
    expect(notice).toMatchObject({
      projection: 'read-models',
      all: true,
      leagues: [],
      contests: [],
    });
    expect(notice.checkpoint).toBe(await run.service.checkpoint());
  });

  it('keeps the live runner projecting into the swapped-in tables', async () => {
    const { position } = await append(run.harness.store, streams.contest(contests.scheduled), {
      type: 'ContestFinished',
      data: {
        contestId: contests.scheduled,
        leagueId: 10,
        scores: scores([10, 10, 10, 10], [20, 20, 20, 20]),
        winner: 'second_team',
        forfeit: false,
      },
    });
    await run.service.waitFor(position);
    const row = await run.harness.knex
      .withSchema('rm')
      .table('contests')
      .where({ id: contests.scheduled })
      .first();
    expect(row).toMatchObject({ status: 'finished', winner: 'second_team', second_team_total: 80 });
    const league = await run.harness.knex
      .withSchema('rm')
      .table('leagues')
      .where({ id: 10 })
      .first();
    expect(league).toMatchObject({ games_played: 4 });
  });
});

describe('when events arrive while a rebuild holds the live checkpoints', () => {
  it('applies them exactly once: in the rebuild or in the runner afterwards', async () => {
    const rebuilding = rebuildReadModels({
      knex: run.harness.knex,
      store: run.harness.store,
      logger: new LogCapture().logger,
    });
    const { position } = await append(run.harness.store, streams.contest(contests.postponed), {
      type: 'ContestCancelled',
      data: { contestId: contests.postponed, leagueId: 10, reason: 'Odustali' },
    });
    await rebuilding;
    await run.service.waitFor(position);
    const live = await snapshot(run.harness.knex);
    await rebuildReadModels({
      knex: run.harness.knex,
      store: run.harness.store,
      logger: new LogCapture().logger,
    });
    expect(await snapshot(run.harness.knex)).toEqual(live);
    expect(live['contests']?.find((row) => row['id'] === contests.postponed)).toMatchObject({
      status: 'cancelled',
    });
  });
});
