import {
  fibaTieBreakOrder,
  standingsConfigOf,
  type ContestStatus,
  type TieBreakCriterion,
} from '@courtside/events';
import { toStandingsPoints, type StandingsPoints } from './points';
import { rankStandings, type FinishedContest, type StandingsRow, type Team } from './rank';

/** One contest of a league as the standings need it. */
export interface LeagueContest {
  round: number;
  /** UTC calendar day of its start, YYYY-MM-DD. */
  day: string;
  status: ContestStatus;
  home: number;
  away: number;
  homeScore: number;
  awayScore: number;
  forfeit: boolean;
}

/** A standings row with the home and away splits the detailed table shows. */
export interface LeagueStandingsRow extends StandingsRow {
  homeWon: number;
  homeLost: number;
  awayWon: number;
  awayLost: number;
}

/** A league's table now, and as it stood after each round and after each day with results. */
export interface LeagueTables {
  live: LeagueStandingsRow[];
  /** Round 0 is the table before any contest; one entry for every round up to the last one. */
  byRound: Map<number, LeagueStandingsRow[]>;
  /** Every UTC day on which a contest that now counts was played. */
  byDay: Map<string, LeagueStandingsRow[]>;
}

/**
 * Builds a league's tables from its contests. A table "as of" a round or day counts the finished
 * contests of that round or day and before, and calls the group complete only when no other contest
 * is left to play: at least `expectedContests` are on the schedule (a round robin's full count, as
 * rounds may be scheduled one at a time) and every contest not cancelled is finished and falls
 * in the cut. So the table as of round N is the table the league showed once round N was in.
 * Level teams are separated by the league's tie-break order.
 */
export function leagueTables(
  teams: readonly Team[],
  contests: readonly LeagueContest[],
  points: StandingsPoints,
  expectedContests = 0,
  tieBreakOrder: readonly TieBreakCriterion[] = fibaTieBreakOrder,
): LeagueTables {
  const teamIds = new Set(teams.map((team) => team.id));
  const played = contests.filter(
    (contest) =>
      contest.status === 'finished' && teamIds.has(contest.home) && teamIds.has(contest.away),
  );
  const toPlay = contests.filter((contest) => contest.status !== 'cancelled');
  const table = (counts: (contest: LeagueContest) => boolean): LeagueStandingsRow[] => {
    const contests = played.filter(counts);
    const groupComplete =
      toPlay.length > 0 &&
      toPlay.length >= expectedContests &&
      toPlay.every((contest) => contest.status === 'finished' && counts(contest));
    return withSplits(
      rankStandings({
        teams,
        contests: contests.map(toContest),
        points,
        groupComplete,
        tieBreakOrder,
      }),
      contests,
    );
  };

  const lastRound = Math.max(0, ...contests.map((contest) => contest.round));
  const byRound = new Map<number, LeagueStandingsRow[]>();
  for (let round = 0; round <= lastRound; round += 1) {
    byRound.set(
      round,
      table((contest) => contest.round <= round),
    );
  }
  const days = [...new Set(played.map((contest) => contest.day))].sort();
  const byDay = new Map(days.map((day) => [day, table((contest) => contest.day <= day)]));
  return { live: table(() => true), byRound, byDay };
}

const toContest = (contest: LeagueContest): FinishedContest => ({
  home: contest.home,
  away: contest.away,
  homeScore: contest.homeScore,
  awayScore: contest.awayScore,
  forfeit: contest.forfeit,
});

function withSplits(
  rows: StandingsRow[],
  contests: readonly LeagueContest[],
): LeagueStandingsRow[] {
  // One pass over the contests, not one per team and column: a rebuild makes every table of
  // every round and day of every league.
  const splits = new Map<number, Splits>();
  const of = (id: number) => {
    let split = splits.get(id);
    if (!split) splits.set(id, (split = { homeWon: 0, homeLost: 0, awayWon: 0, awayLost: 0 }));
    return split;
  };
  for (const { home, away, homeScore, awayScore } of contests) {
    if (homeScore > awayScore) {
      of(home).homeWon += 1;
      of(away).awayLost += 1;
    } else if (homeScore < awayScore) {
      of(home).homeLost += 1;
      of(away).awayWon += 1;
    }
  }
  const none: Splits = { homeWon: 0, homeLost: 0, awayWon: 0, awayLost: 0 };
  return rows.map((row) => ({ ...row, ...(splits.get(row.team.id) ?? none) }));
}

type Splits = Pick<LeagueStandingsRow, 'homeWon' | 'homeLost' | 'awayWon' | 'awayLost'>;

/**
 * Contests a league's schedule holds once complete: every pair meets once per round-robin cycle
 * (`rounds`) in a league; other kinds (tournaments, play-offs, free form) end with their last
 * scheduled contest.
 */
export function expectedContestsOf(kind: string, cycles: number, teams: number): number {
  return kind === 'league' ? (Math.max(1, cycles) * teams * (teams - 1)) / 2 : 0;
}

/**
 * A league's points from its standings_config: each key that holds a whole number wins, every
 * other one keeps FIBA's default (the league rules' `standingsConfigOf`).
 */
export function pointsOf(config: unknown): StandingsPoints {
  return toStandingsPoints(standingsConfigOf(config));
}
