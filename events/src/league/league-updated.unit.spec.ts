import { describe, expect, it } from 'vitest';
import { eventSchemas, toCourtsideEvent } from '../catalogue';
import { evolveModel } from '../audit';

const created = {
  leagueId: 1,
  kind: 'league',
  name: 'Prva liga',
  email: null,
  sortIndex: 1,
  public: true,
  numberOfTeams: 8,
  rounds: 2,
  weeks: null,
  startDate: '2026-09-01',
  categoryId: null,
  city: null,
  recreational: false,
};

describe('when a LeagueUpdated names only some fields', () => {
  it('reads back with exactly those fields, settings objects included only when named', () => {
    expect(toCourtsideEvent('LeagueUpdated', { leagueId: 1, name: 'Nova liga' })).toEqual({
      type: 'LeagueUpdated',
      data: { leagueId: 1, name: 'Nova liga' },
    });
    const fees = { delegate: 40, referee: 30.5, statistician: 0 };
    expect(toCourtsideEvent('LeagueUpdated', { leagueId: 1, fees })?.data).toEqual({
      leagueId: 1,
      fees,
    });
  });

  it('refuses a negative fee', () => {
    const fees = { delegate: -1, referee: 0, statistician: 0 };
    expect(() =>
      eventSchemas.LeagueUpdated.validateSync({ leagueId: 1, fees }, { strict: true }),
    ).toThrow();
  });
});

describe('when a league created before settings existed is read', () => {
  it('has no settings fields rather than empty ones', () => {
    expect(toCourtsideEvent('LeagueCreated', created)?.data).toEqual(created);
  });
});

describe('when the audit folds a league edit', () => {
  it('shows each changed points value and fee as its own field', () => {
    const state = evolveModel('league', null, { type: 'LeagueCreated', data: created } as never);
    const after = evolveModel('league', state, {
      type: 'LeagueUpdated',
      data: {
        leagueId: 1,
        name: 'Nova liga',
        fees: { delegate: 40, referee: 30, statistician: 10 },
        standingsConfig: {
          win: 3,
          loss: 0,
          forfeit_win: 3,
          forfeit_loss: 0,
          draw_zero: 0,
          draw_nonzero: 1,
        },
      },
    });
    expect(after).toMatchObject({ name: 'Nova liga', fee_referee: 30, points_win: 3, rounds: 2 });
  });

  it('lists the officials of each role by account id', () => {
    const state = evolveModel('league', null, { type: 'LeagueCreated', data: created } as never);
    const assigned = evolveModel('league', state, {
      type: 'LeagueOfficialAssigned',
      data: { leagueId: 1, accountId: 7, role: 'assistant referee' },
    });
    expect(assigned).toMatchObject({ officials_assistant_referee: [7] });
    const removed = evolveModel('league', assigned, {
      type: 'LeagueOfficialUnassigned',
      data: { leagueId: 1, accountId: 7, role: 'assistant referee' },
    });
    expect(removed).toMatchObject({ officials_assistant_referee: [] });
  });
});
