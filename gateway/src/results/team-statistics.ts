import type {
  ContestRef,
  LeagueStatistics,
  PeriodAverage,
  SplitStatistics,
  TeamStatistics,
} from '@courtside/events';

/** A finished contest as the statistics read it. */
export interface FinishedContest {
  id: number;
  time: string;
  home: { id: number; name: string };
  away: { id: number; name: string };
  /** Points per period: [1, 2, 3, 4, extra], null when not entered. */
  homePeriods: (number | null)[];
  awayPeriods: (number | null)[];
  homeTotal: number;
  awayTotal: number;
  forfeit: boolean;
}

const periodNames: PeriodAverage['period'][] = ['1', '2', '3', '4', 'extra'];

const round2 = (value: number) => Math.round(value * 100) / 100;

function emptySplit(): SplitStatistics {
  return { played: 0, won: 0, lost: 0, points_for: 0, points_against: 0 };
}

/** One team's side of a contest. */
interface TeamContest {
  contest: FinishedContest;
  home: boolean;
  pointsFor: number;
  pointsAgainst: number;
  periodsFor: (number | null)[];
  periodsAgainst: (number | null)[];
  opponent: { id: number; name: string };
}

function sideOf(contest: FinishedContest, teamId: number): TeamContest | null {
  if (contest.home.id === teamId) {
    return {
      contest,
      home: true,
      pointsFor: contest.homeTotal,
      pointsAgainst: contest.awayTotal,
      periodsFor: contest.homePeriods,
      periodsAgainst: contest.awayPeriods,
      opponent: contest.away,
    };
  }
  if (contest.away.id === teamId) {
    return {
      contest,
      home: false,
      pointsFor: contest.awayTotal,
      pointsAgainst: contest.homeTotal,
      periodsFor: contest.awayPeriods,
      periodsAgainst: contest.homePeriods,
      opponent: contest.home,
    };
  }
  return null;
}

function contestRef(side: TeamContest): ContestRef {
  return {
    contest_id: side.contest.id,
    time: side.contest.time,
    opponent: side.opponent,
    home: side.home,
    points_for: side.pointsFor,
    points_against: side.pointsAgainst,
    margin: side.pointsFor - side.pointsAgainst,
  };
}

/**
 * A team's statistics from its finished contests in playing order. Forfeits count in wins,
 * losses and streaks, but their 20–0 is left out of points and averages: it was never played.
 */
export function teamStatistics(
  team: { id: number; name: string },
  contests: readonly FinishedContest[],
): TeamStatistics {
  const sides = contests
    .map((contest) => sideOf(contest, team.id))
    .filter((side): side is TeamContest => side !== null)
    .sort((a, b) => a.contest.time.localeCompare(b.contest.time) || a.contest.id - b.contest.id);
  const home = emptySplit();
  const away = emptySplit();
  let forfeits = 0;
  let pointsFor = 0;
  let pointsAgainst = 0;
  let playedOnCourt = 0;
  const periodSums = periodNames.map(() => ({ contests: 0, for: 0, against: 0 }));
  let longestWin = 0;
  let longestLoss = 0;
  let run = null as { outcome: 'W' | 'L'; length: number } | null;
  let biggest: TeamContest | null = null;

  for (const side of sides) {
    const won = side.pointsFor > side.pointsAgainst;
    const split = side.home ? home : away;
    split.played += 1;
    if (won) split.won += 1;
    else split.lost += 1;
    const outcome = won ? 'W' : 'L';
    run = run?.outcome === outcome ? { outcome, length: run.length + 1 } : { outcome, length: 1 };
    if (outcome === 'W') longestWin = Math.max(longestWin, run.length);
    else longestLoss = Math.max(longestLoss, run.length);

    if (side.contest.forfeit) {
      forfeits += 1;
      continue;
    }
    playedOnCourt += 1;
    split.points_for += side.pointsFor;
    split.points_against += side.pointsAgainst;
    pointsFor += side.pointsFor;
    pointsAgainst += side.pointsAgainst;
    periodNames.forEach((_name, i) => {
      const scored = side.periodsFor[i] ?? null;
      const conceded = side.periodsAgainst[i] ?? null;
      const sums = periodSums[i];
      // Extra time counts only in contests that had it; regular periods in every played contest.
      if (!sums || (i === 4 && scored === null && conceded === null)) return;
      sums.contests += 1;
      sums.for += scored ?? 0;
      sums.against += conceded ?? 0;
    });
    const margin = side.pointsFor - side.pointsAgainst;
    if (won && (!biggest || margin > biggest.pointsFor - biggest.pointsAgainst)) biggest = side;
  }

  return {
    team,
    played: sides.length,
    won: home.won + away.won,
    lost: home.lost + away.lost,
    forfeits,
    points_for: pointsFor,
    points_against: pointsAgainst,
    avg_for: playedOnCourt ? round2(pointsFor / playedOnCourt) : 0,
    avg_against: playedOnCourt ? round2(pointsAgainst / playedOnCourt) : 0,
    periods: periodNames.map((period, i) => {
      const sums = periodSums[i] ?? { contests: 0, for: 0, against: 0 };
      return {
        period,
        games: sums.contests,
        for_avg: sums.contests ? round2(sums.for / sums.contests) : 0,
        against_avg: sums.contests ? round2(sums.against / sums.contests) : 0,
      };
    }),
    home,
    away,
    current_streak: run,
    longest_win_streak: longestWin,
    longest_loss_streak: longestLoss,
    biggest_win: biggest ? contestRef(biggest) : null,
  };
}

/** Every team's statistics and the league's five biggest wins (forfeits excluded). */
export function leagueStatistics(
  league: LeagueStatistics['league'],
  teams: readonly { id: number; name: string }[],
  contests: readonly FinishedContest[],
): LeagueStatistics {
  const stats = teams.map((team) => teamStatistics(team, contests));
  const wins = contests
    .filter((contest) => !contest.forfeit && contest.homeTotal !== contest.awayTotal)
    .map((contest) => {
      const homeWon = contest.homeTotal > contest.awayTotal;
      const winner = homeWon ? contest.home : contest.away;
      const side = sideOf(contest, winner.id);
      return side ? { ...contestRef(side), team: winner } : null;
    })
    .filter((win): win is NonNullable<typeof win> => win !== null)
    .sort((a, b) => b.margin - a.margin || a.time.localeCompare(b.time))
    .slice(0, 5);
  return { league, games: contests.length, teams: stats, biggest_wins: wins };
}
