import type {
  GameRef,
  LeagueStatistics,
  PeriodAverage,
  SplitStatistics,
  TeamStatistics,
} from '@courtside/events';

/** A finished match as the statistics read it. */
export interface FinishedGame {
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

/** One team's side of a game. */
interface TeamGame {
  game: FinishedGame;
  home: boolean;
  pointsFor: number;
  pointsAgainst: number;
  periodsFor: (number | null)[];
  periodsAgainst: (number | null)[];
  opponent: { id: number; name: string };
}

function sideOf(game: FinishedGame, teamId: number): TeamGame | null {
  if (game.home.id === teamId) {
    return {
      game,
      home: true,
      pointsFor: game.homeTotal,
      pointsAgainst: game.awayTotal,
      periodsFor: game.homePeriods,
      periodsAgainst: game.awayPeriods,
      opponent: game.away,
    };
  }
  if (game.away.id === teamId) {
    return {
      game,
      home: false,
      pointsFor: game.awayTotal,
      pointsAgainst: game.homeTotal,
      periodsFor: game.awayPeriods,
      periodsAgainst: game.homePeriods,
      opponent: game.home,
    };
  }
  return null;
}

function gameRef(side: TeamGame): GameRef {
  return {
    contest_id: side.game.id,
    time: side.game.time,
    opponent: side.opponent,
    home: side.home,
    points_for: side.pointsFor,
    points_against: side.pointsAgainst,
    margin: side.pointsFor - side.pointsAgainst,
  };
}

/**
 * A team's statistics from its finished games in playing order. Forfeits count in wins,
 * losses and streaks, but their 20–0 is left out of points and averages: it was never played.
 */
export function teamStatistics(
  team: { id: number; name: string },
  games: readonly FinishedGame[],
): TeamStatistics {
  const sides = games
    .map((game) => sideOf(game, team.id))
    .filter((side): side is TeamGame => side !== null)
    .sort((a, b) => a.game.time.localeCompare(b.game.time) || a.game.id - b.game.id);
  const home = emptySplit();
  const away = emptySplit();
  let forfeits = 0;
  let pointsFor = 0;
  let pointsAgainst = 0;
  let playedOnCourt = 0;
  const periodSums = periodNames.map(() => ({ games: 0, for: 0, against: 0 }));
  let longestWin = 0;
  let longestLoss = 0;
  let run = null as { outcome: 'W' | 'L'; length: number } | null;
  let biggest: TeamGame | null = null;

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

    if (side.game.forfeit) {
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
      // Extra time counts only in games that had it; regular periods in every played game.
      if (!sums || (i === 4 && scored === null && conceded === null)) return;
      sums.games += 1;
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
      const sums = periodSums[i] ?? { games: 0, for: 0, against: 0 };
      return {
        period,
        games: sums.games,
        for_avg: sums.games ? round2(sums.for / sums.games) : 0,
        against_avg: sums.games ? round2(sums.against / sums.games) : 0,
      };
    }),
    home,
    away,
    current_streak: run,
    longest_win_streak: longestWin,
    longest_loss_streak: longestLoss,
    biggest_win: biggest ? gameRef(biggest) : null,
  };
}

/** Every team's statistics and the league's five biggest wins (forfeits excluded). */
export function leagueStatistics(
  league: LeagueStatistics['league'],
  teams: readonly { id: number; name: string }[],
  games: readonly FinishedGame[],
): LeagueStatistics {
  const stats = teams.map((team) => teamStatistics(team, games));
  const wins = games
    .filter((game) => !game.forfeit && game.homeTotal !== game.awayTotal)
    .map((game) => {
      const homeWon = game.homeTotal > game.awayTotal;
      const winner = homeWon ? game.home : game.away;
      const side = sideOf(game, winner.id);
      return side ? { ...gameRef(side), team: winner } : null;
    })
    .filter((win): win is NonNullable<typeof win> => win !== null)
    .sort((a, b) => b.margin - a.margin || a.time.localeCompare(b.time))
    .slice(0, 5);
  return { league, games: games.length, teams: stats, biggest_wins: wins };
}
