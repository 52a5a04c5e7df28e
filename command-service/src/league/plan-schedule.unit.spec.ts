import { messages, type LeagueScheduleEvent } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../core/errors';
import { created, decideAfter, generate, given, registered, teams } from './plan-spec-support';

describe('when generating the schedule of a round-robin league', () => {
  it('plans every pair home and away: 12 contests for 4 teams in 2 rounds', () => {
    const [event] = decideAfter([created('league'), ...teams(11, 12, 13, 14)], generate());
    expect(event?.type).toBe('ScheduleGenerated');
    const contests = event?.type === 'ScheduleGenerated' ? event.data.contests : [];
    expect(contests).toHaveLength(12);
    expect(new Set(contests.map((c) => c.contestId)).size).toBe(12);
    const pairs = contests.map((c) => `${c.firstTeamId}-${c.secondTeamId}`);
    expect(new Set(pairs).size).toBe(12);
  });

  it('puts round 1 on the start date at 18:00 in Belgrade and later ones a week apart', () => {
    const [event] = decideAfter([created('league'), ...teams(11, 12, 13, 14)], generate());
    const contests = event?.type === 'ScheduleGenerated' ? event.data.contests : [];
    const times = [...new Set(contests.map((c) => `${c.round}|${c.time}`))].sort();
    expect(times[0]).toBe('1|2026-10-05T16:00:00.000Z');
    expect(times).toContain('2|2026-10-12T16:00:00.000Z');
    expect(times).toHaveLength(6);
  });

  it("plays at the home team's arena, unnamed where it has none", () => {
    const [event] = decideAfter([created('league'), ...teams(11, 12, 13, 14)], generate());
    const contests = event?.type === 'ScheduleGenerated' ? event.data.contests : [];
    for (const contest of contests) {
      expect(contest.location).toBe(contest.firstTeamId === 11 ? 'Spens' : null);
    }
  });

  it('gives every team a bye once per round when the count is odd', () => {
    const [event] = decideAfter([created('league', 5), ...teams(1, 2, 3, 4, 5)], generate());
    const contests = event?.type === 'ScheduleGenerated' ? event.data.contests : [];
    expect(contests).toHaveLength(20);
    expect(new Set(contests.map((c) => c.round)).size).toBe(10);
  });

  it('refuses a second generation: the schedule is made once', () => {
    const league = [created('league'), ...teams(11, 12, 13, 14)];
    const first = decideAfter(league, generate()) as LeagueScheduleEvent[];
    given([...league, ...first])
      .when(generate())
      .thenThrows(ValidationError, messages.scheduleExists, {
        schedule: [messages.scheduleExists],
      });
  });

  it('refuses a league with fewer than two teams', () => {
    given([created('league'), registered(11)])
      .when(generate())
      .thenThrows(ValidationError, messages.notEnoughTeams, { teams: [messages.notEnoughTeams] });
  });

  it('refuses a play-off and a free-form league', () => {
    for (const kind of ['play-off', 'free-form'] as const) {
      given([created(kind), ...teams(11, 12)])
        .when(generate())
        .thenThrows(ValidationError, messages.scheduleKind, { kind: [messages.scheduleKind] });
    }
  });

  it('refuses a league that does not exist', () => {
    given([]).when(generate()).thenThrows(NotFoundError, messages.notFound);
  });
});

describe('when generating the group stage of a tournament', () => {
  it('plays a round robin inside each group only', () => {
    const [event] = decideAfter(
      [created('tournament', 8), ...teams(1, 2, 3, 4, 5, 6, 7, 8)],
      generate({ groups: 2 }),
    );
    const contests = event?.type === 'ScheduleGenerated' ? event.data.contests : [];
    // Two groups of four, home and away: 12 contests each.
    expect(contests).toHaveLength(24);
    const groupOf = new Map<number, string | null>();
    for (const c of contests) {
      for (const team of [c.firstTeamId, c.secondTeamId]) {
        expect(groupOf.get(team) ?? c.group).toBe(c.group);
        groupOf.set(team, c.group);
      }
    }
    expect(new Set(groupOf.values())).toEqual(new Set(['A', 'B']));
  });

  it('refuses more groups than pairs of teams', () => {
    given([created('tournament'), ...teams(1, 2, 3, 4)])
      .when(generate({ groups: 3 }))
      .thenThrows(ValidationError, messages.validNumber, { groups: [messages.validNumber] });
  });
});
