import { generateRoundRobin, scheduleDates, type Rounds } from './schedule';

/** One contest of a generated schedule, before it has a contest id. */
export interface PlannedContest {
  /** The contest's round across the competition, from 1. */
  week: number;
  /** A tournament's group ('A', 'B', …); null in a plain league. */
  group: string | null;
  time: string;
  location: string | null;
  firstTeamId: number;
  secondTeamId: number;
}

export interface PlanScheduleInput {
  /** Registered teams in registration order. */
  teamIds: number[];
  rounds: Rounds;
  /** 1 for a league; a tournament's group count. */
  groups: number;
  /** The first round's day, YYYY-MM-DD. */
  startDate: string;
  /** Weeks between rounds (1 when the league names none). */
  weeksApart: number;
  /** Home team → arena name; a team without one plays at an unnamed venue (null). */
  arenaOf: (teamId: number) => string | null;
}

/** Splits teams into groups as a draw by pots does: 1st, 2nd, … to A, B, …, then back (snake). */
export function splitIntoGroups(teamIds: number[], groups: number): number[][] {
  const result: number[][] = Array.from({ length: groups }, () => []);
  teamIds.forEach((team, i) => {
    const lap = Math.floor(i / groups);
    const at = i % groups;
    result[lap % 2 === 0 ? at : groups - 1 - at]?.push(team);
  });
  return result;
}

export const groupName = (index: number) => String.fromCharCode(65 + index);

/**
 * Every contest of a league (or of a tournament's groups): a round robin per group by the circle
 * method (each pair once per round of the competition, nobody twice a week, home and away
 * balanced, even rounds mirrored, a bye for an odd count), round w on
 * startDate + 7 × weeksApart × (w − 1) at 18:00 in Belgrade, at the home team's arena.
 */
export function planSchedule(input: PlanScheduleInput): PlannedContest[] {
  const groups = input.groups <= 1 ? [input.teamIds] : splitIntoGroups(input.teamIds, input.groups);
  return groups.flatMap((teamIds, index) => {
    const weeks = generateRoundRobin({ teamIds, rounds: input.rounds }).map((week) => ({
      ...week,
      // scheduleDates puts week w on startDate + 7 (w − 1) days: spread the rounds.
      week: (week.week - 1) * input.weeksApart + 1,
      round: week.week,
    }));
    return scheduleDates({ weeks, startDate: input.startDate, arenaOf: input.arenaOf }).map(
      (contest) => ({
        week: contest.round,
        group: input.groups <= 1 ? null : groupName(index),
        time: contest.time,
        location: contest.location,
        firstTeamId: contest.home,
        secondTeamId: contest.away,
      }),
    );
  });
}
