import { messages } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../core/errors';
import { generateRoundRobin, scheduleDates, type Rounds, type Week } from './schedule';

const teams = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

function thrown(act: () => unknown): ValidationError {
  try {
    act();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected a ValidationError, nothing was thrown');
}

describe('when generating a round robin', () => {
  it('pairs four teams over three weeks, then mirrors them in the second round', () => {
    const weeks = generateRoundRobin({ teamIds: [10, 20, 30, 40], rounds: 2 });

    expect(weeks).toEqual([
      {
        week: 1,
        round: 1,
        contests: [
          { home: 10, away: 40 },
          { home: 20, away: 30 },
        ],
        bye: null,
      },
      {
        week: 2,
        round: 1,
        contests: [
          { home: 40, away: 20 },
          { home: 30, away: 10 },
        ],
        bye: null,
      },
      {
        week: 3,
        round: 1,
        contests: [
          { home: 30, away: 40 },
          { home: 10, away: 20 },
        ],
        bye: null,
      },
      {
        week: 4,
        round: 2,
        contests: [
          { home: 40, away: 10 },
          { home: 30, away: 20 },
        ],
        bye: null,
      },
      {
        week: 5,
        round: 2,
        contests: [
          { home: 20, away: 40 },
          { home: 10, away: 30 },
        ],
        bye: null,
      },
      {
        week: 6,
        round: 2,
        contests: [
          { home: 40, away: 30 },
          { home: 20, away: 10 },
        ],
        bye: null,
      },
    ]);
  });

  it('gives each of five teams one bye and two home and two away contests', () => {
    const weeks = generateRoundRobin({ teamIds: teams(5), rounds: 1 });

    expect(weeks.map((w) => w.bye)).toEqual([1, 2, 3, 4, 5]);
    for (const team of teams(5)) {
      expect(weeks.filter((w) => w.contests.some((m) => m.home === team))).toHaveLength(2);
      expect(weeks.filter((w) => w.contests.some((m) => m.away === team))).toHaveLength(2);
    }
  });

  it('plays two teams against each other once per round, home and away in turn', () => {
    const weeks = generateRoundRobin({ teamIds: [7, 9], rounds: 4 });

    expect(weeks.map((w) => w.contests)).toEqual([
      [{ home: 7, away: 9 }],
      [{ home: 9, away: 7 }],
      [{ home: 7, away: 9 }],
      [{ home: 9, away: 7 }],
    ]);
  });
});

describe('when the round robin is asked for too much or too little', () => {
  it('refuses more than 4 rounds', () => {
    const error = thrown(() => generateRoundRobin({ teamIds: teams(4), rounds: 5 as Rounds }));

    expect(error.message).toBe(messages.maxRounds);
    expect(error.errors).toEqual({ rounds: [messages.maxRounds] });
  });

  it('refuses fewer than one round', () => {
    const error = thrown(() => generateRoundRobin({ teamIds: teams(4), rounds: 0 as Rounds }));

    expect(error.errors).toEqual({ rounds: [messages.validNumber] });
  });

  it('refuses more than 20 teams', () => {
    const error = thrown(() => generateRoundRobin({ teamIds: teams(21), rounds: 1 }));

    expect(error.message).toBe(messages.maxTeams);
    expect(error.errors).toEqual({ teams: [messages.maxTeams] });
  });

  it('accepts exactly 20 teams in 4 rounds', () => {
    expect(generateRoundRobin({ teamIds: teams(20), rounds: 4 })).toHaveLength(76);
  });

  it('refuses a team listed twice', () => {
    const error = thrown(() => generateRoundRobin({ teamIds: [1, 2, 3, 2], rounds: 2 }));

    expect(error.message).toBe(messages.duplicates);
    expect(error.errors).toEqual({ teams: [messages.duplicates] });
  });

  it('refuses a single team, who would have no one to play', () => {
    const error = thrown(() => generateRoundRobin({ teamIds: [1], rounds: 1 }));

    expect(error.message).toBe(messages.invalid);
    expect(error.errors).toEqual({ teams: [messages.invalid] });
  });

  it('refuses no teams at all', () => {
    expect(() => generateRoundRobin({ teamIds: [], rounds: 1 })).toThrow(ValidationError);
  });
});

describe('when dating a schedule', () => {
  const arenas: Record<number, string> = { 1: 'Hala Vojvodina', 2: 'SC Mladost' };
  const arenaOf = (team: number) => arenas[team] ?? null;
  const twoTeams = (rounds: Rounds): Week[] => generateRoundRobin({ teamIds: [1, 2], rounds });

  it('plays week after week on the start date’s weekday at 18:00 Belgrade time', () => {
    const dated = scheduleDates({ weeks: twoTeams(2), startDate: '2026-09-06', arenaOf });

    expect(dated).toEqual([
      {
        week: 1,
        round: 1,
        home: 1,
        away: 2,
        time: '2026-09-06T16:00:00.000Z',
        location: 'Hala Vojvodina',
      },
      {
        week: 2,
        round: 2,
        home: 2,
        away: 1,
        time: '2026-09-13T16:00:00.000Z',
        location: 'SC Mladost',
      },
    ]);
  });

  it('keeps the local kick-off when the clocks go back between weeks', () => {
    // Central Europe leaves summer time on 25 October 2026.
    const dated = scheduleDates({ weeks: twoTeams(2), startDate: '2026-10-18', arenaOf });

    expect(dated.map((m) => m.time)).toEqual([
      '2026-10-18T16:00:00.000Z',
      '2026-10-25T17:00:00.000Z',
    ]);
  });

  it('keeps the local kick-off when the clocks go forward between weeks', () => {
    // Central Europe enters summer time on 28 March 2027.
    const dated = scheduleDates({
      weeks: twoTeams(2),
      startDate: '2027-03-21',
      weekdayTime: '20:30',
      arenaOf,
    });

    expect(dated.map((m) => m.time)).toEqual([
      '2027-03-21T19:30:00.000Z',
      '2027-03-28T18:30:00.000Z',
    ]);
  });

  it('uses the time zone it is given', () => {
    const dated = scheduleDates({
      weeks: twoTeams(1),
      startDate: '2026-12-01',
      arenaOf,
      timeZone: 'America/New_York',
    });

    expect(dated[0]?.time).toBe('2026-12-01T23:00:00.000Z');
  });

  it('leaves the location empty when the home team has no arena', () => {
    const weeks = generateRoundRobin({ teamIds: [3, 1], rounds: 1 });

    const dated = scheduleDates({ weeks, startDate: '2026-09-06', arenaOf });

    expect(dated[0]).toMatchObject({ home: 3, location: null });
  });

  it('schedules nothing for the team with the bye', () => {
    const weeks = generateRoundRobin({ teamIds: [1, 2, 3], rounds: 1 });

    const dated = scheduleDates({ weeks, startDate: '2026-09-06', arenaOf });

    expect(dated).toHaveLength(3);
    expect(dated.map((m) => m.week)).toEqual([1, 2, 3]);
  });

  it.each([['2026-02-30'], ['6.9.2026.'], ['']])('refuses the start date %j', (startDate) => {
    const error = thrown(() => scheduleDates({ weeks: twoTeams(1), startDate, arenaOf }));

    expect(error.errors).toEqual({ start_date: [messages.invalid] });
  });

  it.each([['24:00'], ['6pm'], ['18:0']])('refuses the kick-off %j', (weekdayTime) => {
    const error = thrown(() =>
      scheduleDates({ weeks: twoTeams(1), startDate: '2026-09-06', weekdayTime, arenaOf }),
    );

    expect(error.errors).toEqual({ time: [messages.invalid] });
  });

  it('refuses a time zone that does not exist', () => {
    const error = thrown(() =>
      scheduleDates({
        weeks: twoTeams(1),
        startDate: '2026-09-06',
        arenaOf,
        timeZone: 'Mars/Base',
      }),
    );

    expect(error.errors).toEqual({ time_zone: [messages.invalid] });
  });
});
