import { randomUUID } from 'node:crypto';
import type { CourtsideEvent, EventMetadata } from '@courtside/events';
import { exampleLeague } from '@courtside/events/examples';
import { beforeAll, describe, expect, it } from 'vitest';
import { useProjectionRun } from './harness';

const run = useProjectionRun({ batchSize: 4 });

const metadata = (kind: EventMetadata['actor']['kind'], id: string | null): EventMetadata => ({
  actor: { kind, id },
  ip: null,
  userAgent: null,
  correlationId: randomUUID(),
  causationId: null,
  at: '2026-09-01T10:00:00.000Z',
});

function append(stream: string, actor: EventMetadata, ...events: CourtsideEvent[]) {
  return run.harness.store.append(
    stream,
    events.map((event) => ({ id: randomUUID(), ...event, metadata: actor })),
    { expectedRevision: 'any' },
  );
}

const league = (leagueId: number, extra: object = {}): CourtsideEvent =>
  ({
    type: 'LeagueCreated',
    data: { ...exampleLeague({ leagueId, name: `Liga ${leagueId}` }), ...extra },
  }) as CourtsideEvent;

const admin = metadata('admin', '5');

beforeAll(async () => {
  await append('category-3', admin, {
    type: 'CategoryCreated',
    data: { categoryId: 3, name: 'Juniori', season: '2026/27', public: true, tabindex: 1 },
  });
  await append('league-1', admin, league(1));
  await append('league-2', metadata('system', null), league(2, { videoZone: true }));
  await append(
    'league-1',
    admin,
    {
      type: 'LeagueUpdated',
      data: {
        leagueId: 1,
        name: 'Prva liga',
        categoryId: 3,
        fees: { delegate: 50, referee: 40.5, statistician: 20 },
      },
    },
    {
      type: 'LeagueUpdated',
      data: {
        leagueId: 1,
        standingsConfig: {
          win: 3,
          loss: 0,
          forfeit_win: 3,
          forfeit_loss: 0,
          draw_zero: 1,
          draw_nonzero: 1,
        },
      },
    },
    { type: 'LeagueOwnerChanged', data: { leagueId: 1, fromAccountId: 5, toAccountId: 9 } },
    { type: 'LeagueOfficialAssigned', data: { leagueId: 1, accountId: 12, role: 'delegate' } },
    { type: 'LeagueOfficialAssigned', data: { leagueId: 1, accountId: 13, role: 'referee' } },
    { type: 'LeagueOfficialUnassigned', data: { leagueId: 1, accountId: 13, role: 'referee' } },
    {
      type: 'LeagueOfficialAssigned',
      data: { leagueId: 1, accountId: 13, role: 'assistant referee' },
    },
  );
  await append('contest-30', admin, {
    type: 'ContestOfficialsAssigned',
    data: {
      contestId: 30,
      leagueId: 1,
      officials: [
        { accountId: 12, role: 'delegate' },
        { accountId: 13, role: 'referee' },
      ],
    },
  });
  const last = await append('contest-30', admin, {
    type: 'ContestOfficialsAssigned',
    data: {
      contestId: 30,
      leagueId: 1,
      officials: [
        { accountId: 14, role: 'delegate' },
        { accountId: 13, role: 'referee' },
      ],
    },
  });
  await run.service.waitFor(last.position);
});

const rm = () => run.harness.knex.withSchema('rm');

describe('when leagues are created and edited', () => {
  it('keeps the creating admin as owner until the league is handed on', async () => {
    const rows = await rm().table('leagues').orderBy('id').select('id', 'owner_id');
    expect(rows).toEqual([
      { id: 1, owner_id: 9 },
      { id: 2, owner_id: null },
    ]);
  });

  it('applies every edit, copying the new category’s name and season', async () => {
    const row = await rm()
      .table('leagues')
      .where({ id: 1 })
      .first(
        'name',
        'category_id',
        'category_name',
        'season',
        'fees',
        'standings_config',
        'video_zone',
      );
    expect(row).toEqual({
      name: 'Prva liga',
      category_id: 3,
      category_name: 'Juniori',
      season: '2026/27',
      fees: { delegate: 50, referee: 40.5, statistician: 20 },
      standings_config: {
        win: 3,
        loss: 0,
        forfeit_win: 3,
        forfeit_loss: 0,
        draw_zero: 1,
        draw_nonzero: 1,
      },
      video_zone: false,
    });
  });

  it('reads a league created without settings with FIBA points and no fees', async () => {
    const row = await rm()
      .table('leagues')
      .where({ id: 2 })
      .first('fees', 'standings_config', 'video_zone', 'api_integration');
    expect(row).toEqual({
      fees: { delegate: 0, referee: 0, statistician: 0 },
      standings_config: {
        win: 2,
        loss: 1,
        forfeit_win: 2,
        forfeit_loss: 0,
        draw_zero: 0,
        draw_nonzero: 1,
      },
      video_zone: true,
      api_integration: false,
    });
  });
});

describe('when officials are put on and taken off lists', () => {
  it('lists who is on each list now', async () => {
    const rows = await rm().table('league_officials').orderBy(['account_id', 'role']).select('*');
    expect(rows).toEqual([
      { league_id: 1, account_id: 12, role: 'delegate' },
      { league_id: 1, account_id: 13, role: 'assistant referee' },
    ]);
  });

  it('keeps only a contest’s latest crew', async () => {
    const rows = await rm().table('contest_officials').orderBy('account_id').select('*');
    expect(rows).toEqual([
      { contest_id: 30, account_id: 13, role: 'referee', league_id: 1 },
      { contest_id: 30, account_id: 14, role: 'delegate', league_id: 1 },
    ]);
  });
});
