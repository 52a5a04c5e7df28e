import { describe, expect, it } from 'vitest';
import { auditTags, diffStates, evolveModel, modelsOf } from '../audit';
import type { CourtsideEvent } from '../catalogue';

const created: CourtsideEvent = {
  type: 'TeamCreated',
  data: {
    teamId: 9,
    name: 'Vojvodina',
    fullName: 'KK Vojvodina',
    region: 'Bačka',
    categoryId: 3,
    city: 'Novi Sad',
    arenaId: 4,
    link: null,
    logo: '/api/uploads/teams/a.png',
    recreational: false,
    isAbsent: false,
    licences: [
      { number: 'L-1', season: '2026/27' },
      { number: 'L-2', season: '2026/27' },
    ],
  },
};

describe('when a catalogue team is created, registered in a league and deleted', () => {
  it('shows its fields, licences as one line, and tags the creation', () => {
    expect(modelsOf(created)).toEqual([{ model: 'team', id: 9 }]);
    expect(evolveModel('team', null, created)).toMatchObject({
      id: 9,
      name: 'Vojvodina',
      arena_id: 4,
      licences: 'L-1 (2026/27), L-2 (2026/27)',
    });
    expect(auditTags(created, null)).toEqual(['created']);
  });

  it('records a registration as the league added, nothing else changed', () => {
    const before = evolveModel('team', null, created);
    const registered: CourtsideEvent = {
      type: 'TeamRegistered',
      data: {
        leagueId: 7,
        team: { id: 9, name: 'Vojvodina', fullName: 'KK Vojvodina', city: 'Novi Sad' },
      },
    };
    const after = evolveModel('team', before, registered);
    expect(diffStates(before, after)).toEqual({ old: {}, new: { league_id: 7 } });
  });

  it('ends the model on deletion', () => {
    const before = evolveModel('team', null, created);
    const deleted: CourtsideEvent = { type: 'TeamDeleted', data: { teamId: 9 } };
    expect(evolveModel('team', before, deleted)).toBeNull();
    expect(auditTags(deleted, before)).toEqual(['deleted']);
  });
});
