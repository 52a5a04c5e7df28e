import { describe, expect, it } from 'vitest';
import { auditTags, diffStates, evolveModel, modelsOf, type ModelState } from './audit';
import type { CourtsideEvent } from './catalogue';
import type { Scores } from './contest/rules';

const scores = (a: number[], b: number[]): Scores => ({
  A1: a[0] ?? null,
  A2: a[1] ?? null,
  A3: a[2] ?? null,
  A4: a[3] ?? null,
  A_extra: null,
  B1: b[0] ?? null,
  B2: b[1] ?? null,
  B3: b[2] ?? null,
  B4: b[3] ?? null,
  B_extra: null,
});

const scheduled: CourtsideEvent = {
  type: 'ContestScheduled',
  data: {
    contestId: 5,
    leagueId: 1,
    round: 1,
    time: '2026-03-07T18:00:00Z',
    location: null,
    firstTeamId: 11,
    secondTeamId: 12,
  },
};

function fold(events: CourtsideEvent[]): ModelState | null {
  return events.reduce<ModelState | null>((state, e) => evolveModel('contest', state, e), null);
}

describe('when a finished contest gets a new score', () => {
  const final = scores([20, 20, 20, 20], [15, 15, 15, 30]);
  const finished = fold([
    scheduled,
    {
      type: 'ContestFinished',
      data: { contestId: 5, leagueId: 1, scores: final, winner: 'first_team', forfeit: false },
    },
  ]);
  const correction: CourtsideEvent = {
    type: 'ScoreRecorded',
    data: { contestId: 5, leagueId: 1, scores: scores([20, 20, 20, 20], [15, 15, 15, 40]) },
  };

  it('stays finished, takes the winner its totals give and is tagged a correction', () => {
    const after = evolveModel('contest', finished, correction);
    expect(after).toMatchObject({ status: 'finished', winner: 'second_team', B4: 40 });
    expect(auditTags(correction, finished)).toEqual(['score', 'correction']);
  });

  it('diffs only the fields that changed', () => {
    const after = evolveModel('contest', finished, correction);
    expect(diffStates(finished, after)).toEqual({
      old: { B4: 30, second_team_total: 75, winner: 'first_team' },
      new: { B4: 40, second_team_total: 85, winner: 'second_team' },
    });
  });
});

describe('when a team is registered', () => {
  const registered: CourtsideEvent = {
    type: 'TeamRegistered',
    data: { leagueId: 1, team: { id: 11, name: 'Vojvodina', fullName: null, city: 'Novi Sad' } },
  };

  it('names the team first and its league second', () => {
    expect(modelsOf(registered)).toEqual([
      { model: 'team', id: 11 },
      { model: 'league', id: 1 },
    ]);
  });

  it('creates the team with no old values and adds it to the league once', () => {
    expect(diffStates(null, evolveModel('team', null, registered))).toEqual({
      old: {},
      new: { id: 11, league_id: 1, name: 'Vojvodina', full_name: null, city: 'Novi Sad' },
    });
    const league = { id: 1, teams: [] };
    const once = evolveModel('league', league, registered);
    expect(evolveModel('league', once, registered)).toEqual({ id: 1, teams: [11] });
  });
});
