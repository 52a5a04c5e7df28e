/** Classification points a league awards for each kind of result. */
export interface StandingsPoints {
  win: number;
  loss: number;
  forfeitWin: number;
  forfeitLoss: number;
  /** Each side of a 0–0 result, which is what a double forfeit is recorded as. */
  drawZero: number;
  /** Each side of a level result with points on the board. */
  drawNonZero: number;
}

/**
 * FIBA's 2/1 for a win/loss and 2/0 for a forfeit (Official Basketball Rules, Appendix D).
 * FIBA has no draws, so their values are ours: a 0–0 means neither team turned up and earns
 * what a forfeit loss earns (0); a game left level, which only leagues without overtime can
 * have, earns what a played loss earns (1), so that a draw is never worth more than turning up
 * and losing, nor less.
 */
export const fibaDefaults: StandingsPoints = {
  win: 2,
  loss: 1,
  forfeitWin: 2,
  forfeitLoss: 0,
  drawZero: 0,
  drawNonZero: 1,
};

export interface Team {
  id: number;
  name: string;
}

/** A finished game. A forfeit is recorded as 20–0 for the team that did not forfeit. */
export interface FinishedGame {
  home: number;
  away: number;
  homeScore: number;
  awayScore: number;
  forfeit: boolean;
}

/** What a set of games adds up to for one team. */
export interface TeamRecord {
  played: number;
  won: number;
  lost: number;
  forfeits: number;
  pointsFor: number;
  pointsAgainst: number;
  points: number;
}

const emptyRecord = (): TeamRecord => ({
  played: 0,
  won: 0,
  lost: 0,
  forfeits: 0,
  pointsFor: 0,
  pointsAgainst: 0,
  points: 0,
});

/**
 * The record of every team in `teamIds` over the games played only among them: with every team
 * of the group this is the standings table, with the teams level on points it is their
 * head-to-head mini-table.
 */
export function tally(
  teamIds: readonly number[],
  games: readonly FinishedGame[],
  points: StandingsPoints,
): Map<number, TeamRecord> {
  const records = new Map(teamIds.map((id) => [id, emptyRecord()]));
  for (const game of games) {
    const home = records.get(game.home);
    const away = records.get(game.away);
    if (!home || !away) continue;
    addSide(home, game, game.homeScore, game.awayScore, points);
    addSide(away, game, game.awayScore, game.homeScore, points);
  }
  return records;
}

function addSide(
  record: TeamRecord,
  game: FinishedGame,
  scored: number,
  conceded: number,
  points: StandingsPoints,
): void {
  record.played += 1;
  record.pointsFor += scored;
  record.pointsAgainst += conceded;
  if (scored === conceded) {
    if (scored === 0) {
      // A double forfeit: both sides forfeited, neither won.
      if (game.forfeit) record.forfeits += 1;
      record.points += points.drawZero;
    } else {
      record.points += points.drawNonZero;
    }
  } else if (scored > conceded) {
    record.won += 1;
    record.points += game.forfeit ? points.forfeitWin : points.win;
  } else {
    record.lost += 1;
    if (game.forfeit) record.forfeits += 1;
    record.points += game.forfeit ? points.forfeitLoss : points.loss;
  }
}
