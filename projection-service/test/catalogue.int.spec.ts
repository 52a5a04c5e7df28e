import { streams, type TeamCreated } from '@courtside/events';
import { exampleLeague } from '@courtside/events/examples';
import { describe, expect, it } from 'vitest';
import { append } from './events';
import { useProjectionRun } from './harness';

const run = useProjectionRun({ batchSize: 3 });

const rm = (table: string) => run.harness.knex.withSchema('rm').table(table);

function category(id: number, name: string) {
  return {
    type: 'CategoryCreated' as const,
    data: { categoryId: id, name, season: '2026/27', public: true, tabindex: 0 },
  };
}

describe('when categories are moved', () => {
  it('renumbers every category densely around the moved one', async () => {
    for (const [id, name] of [
      [1, 'Seniori'],
      [2, 'Juniori'],
      [3, 'Kadeti'],
      [4, 'Pioniri'],
    ] as const) {
      await append(run.harness.store, streams.category(id), category(id, name));
    }
    await append(run.harness.store, streams.category(4), {
      type: 'CategoryMoved',
      data: { categoryId: 4, tabindex: 0 },
    });
    const last = await append(run.harness.store, streams.category(1), {
      type: 'CategoryMoved',
      data: { categoryId: 1, tabindex: 2 },
    });
    await run.service.waitFor(last.position);
    const order = await rm('categories').orderBy('tabindex').select('id', 'tabindex');
    expect(order).toEqual([
      { id: 4, tabindex: 0 },
      { id: 2, tabindex: 1 },
      { id: 1, tabindex: 2 },
      { id: 3, tabindex: 3 },
    ]);
  });

  it('keeps the place on an edit, renames leagues of the category, and drops a deleted one', async () => {
    await append(run.harness.store, streams.league(50), {
      type: 'LeagueCreated',
      data: exampleLeague({ leagueId: 50, name: 'Liga', categoryId: 2 }),
    });
    await append(run.harness.store, streams.category(2), {
      type: 'CategoryUpdated',
      data: { categoryId: 2, name: 'U19', season: '2027/28', public: false },
    });
    const last = await append(run.harness.store, streams.category(3), {
      type: 'CategoryDeleted',
      data: { categoryId: 3 },
    });
    await run.service.waitFor(last.position);
    expect(await rm('categories').where({ id: 2 }).first()).toEqual({
      id: 2,
      name: 'U19',
      season: '2027/28',
      public: false,
      tabindex: 1,
      // An event recorded before categories carried a Cyrillic form: transliterate.
      cyrillic_name: null,
    });
    expect(await rm('categories').where({ id: 3 }).first()).toBeUndefined();
    expect(await rm('leagues').where({ id: 50 }).first('category_name', 'season')).toEqual({
      category_name: 'U19',
      season: '2027/28',
    });
  });
});

describe('when arenas and teams are added, edited and deleted', () => {
  const team: TeamCreated['data'] = {
    teamId: 70,
    name: 'Vojvodina',
    fullName: 'KK Vojvodina',
    region: 'Bačka',
    categoryId: 2,
    city: 'Novi Sad',
    arenaId: 5,
    link: 'https://kkvojvodina.rs',
    logo: '/api/uploads/teams/logo.png',
    recreational: false,
    isAbsent: false,
    licences: [{ number: 'L-1', season: '2026/27' }],
  };

  it('shows the arena with its coordinates, and forgets it once deleted', async () => {
    const arena = {
      arenaId: 5,
      name: 'SPENS',
      address: 'Sutjeska 2',
      city: 'Novi Sad',
      country: 'Srbija',
      latitude: 45.2471,
      longitude: 19.8453,
    };
    await append(run.harness.store, streams.arena(5), { type: 'ArenaCreated', data: arena });
    await append(run.harness.store, streams.arena(6), {
      type: 'ArenaCreated',
      data: { ...arena, arenaId: 6, name: 'Pionir' },
    });
    const last = await append(run.harness.store, streams.arena(6), {
      type: 'ArenaDeleted',
      data: { arenaId: 6 },
    });
    await run.service.waitFor(last.position);
    expect(await rm('arenas').select('*')).toEqual([
      {
        id: 5,
        name: 'SPENS',
        address: 'Sutjeska 2',
        city: 'Novi Sad',
        country: 'Srbija',
        latitude: 45.2471,
        longitude: 19.8453,
        // An event recorded before arenas carried a Cyrillic form: transliterate.
        cyrillic_name: null,
      },
    ]);
  });

  it('keeps every team field, renames the team in its contests, and marks it deleted', async () => {
    await append(run.harness.store, streams.team(70), { type: 'TeamCreated', data: team });
    await append(run.harness.store, streams.league(50), {
      type: 'TeamRegistered',
      data: { leagueId: 50, team: { id: 70, name: 'Vojvodina', fullName: null, city: null } },
    });
    await append(run.harness.store, streams.league(50), {
      type: 'TeamRegistered',
      data: { leagueId: 50, team: { id: 71, name: 'Partizan', fullName: null, city: null } },
    });
    await append(run.harness.store, streams.contest(900), {
      type: 'ContestScheduled',
      data: {
        contestId: 900,
        leagueId: 50,
        round: 1,
        time: '2026-10-03T18:00:00.000Z',
        location: 'SPENS',
        firstTeamId: 70,
        secondTeamId: 71,
      },
    });
    const renamed = await append(run.harness.store, streams.team(70), {
      type: 'TeamUpdated',
      data: { ...team, name: 'Vojvodina NS', isAbsent: true, licences: [] },
    });
    await run.service.waitFor(renamed.position);
    const row = await rm('teams').where({ id: 70 }).first();
    expect(row).toMatchObject({
      name: 'Vojvodina NS',
      full_name: 'KK Vojvodina',
      region: 'Bačka',
      category_id: 2,
      arena_id: 5,
      link: 'https://kkvojvodina.rs',
      logo: '/api/uploads/teams/logo.png',
      is_absent: true,
      licences: [],
      deleted_at: null,
    });
    const contest = await rm('contests').where({ id: 900 }).first('first_team_name');
    expect(contest).toEqual({ first_team_name: 'Vojvodina NS' });

    const deleted = await append(run.harness.store, streams.team(70), {
      type: 'TeamDeleted',
      data: { teamId: 70 },
    });
    await run.service.waitFor(deleted.position);
    const after = await rm('teams').where({ id: 70 }).first('name', 'deleted_at');
    expect(after?.name).toBe('Vojvodina NS');
    expect(after?.deleted_at).toBeInstanceOf(Date);
  });
});
