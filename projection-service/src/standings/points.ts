import {
  fibaStandingsConfig,
  resultKind,
  type StandingsConfig,
  type StandingsConfigKey,
} from '@courtside/events';

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

/** FIBA's points (events/src/league/rules.ts), under the names the standings code uses. */
export const fibaDefaults: StandingsPoints = toStandingsPoints(fibaStandingsConfig);

/** A league's points as the league rules name them, under the names used here. */
export function toStandingsPoints(config: StandingsConfig): StandingsPoints {
  return {
    win: config.win,
    loss: config.loss,
    forfeitWin: config.forfeit_win,
    forfeitLoss: config.forfeit_loss,
    drawZero: config.draw_zero,
    drawNonZero: config.draw_nonzero,
  };
}

export interface Team {
  id: number;
  name: string;
}

/** A finished contest. A forfeit is recorded as 20–0 for the team that did not forfeit. */
export interface FinishedContest {
  home: number;
  away: number;
  homeScore: number;
  awayScore: number;
  forfeit: boolean;
}

/** What a set of contests adds up to for one team. */
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
 * The record of every team in `teamIds` over the contests played only among them: with every team
 * of the group this is the standings table, with the teams level on points it is their
 * head-to-head mini-table.
 */
export function tally(
  teamIds: readonly number[],
  contests: readonly FinishedContest[],
  points: StandingsPoints,
): Map<number, TeamRecord> {
  const records = new Map(teamIds.map((id) => [id, emptyRecord()]));
  for (const contest of contests) {
    const home = records.get(contest.home);
    const away = records.get(contest.away);
    if (!home || !away) continue;
    addSide(home, contest, contest.homeScore, contest.awayScore, points);
    addSide(away, contest, contest.awayScore, contest.homeScore, points);
  }
  return records;
}

/** The league rules' names for each kind of result, as this file names the points. */
const pointsKey: Record<StandingsConfigKey, keyof StandingsPoints> = {
  win: 'win',
  loss: 'loss',
  forfeit_win: 'forfeitWin',
  forfeit_loss: 'forfeitLoss',
  draw_zero: 'drawZero',
  draw_nonzero: 'drawNonZero',
};

function addSide(
  record: TeamRecord,
  contest: FinishedContest,
  scored: number,
  conceded: number,
  points: StandingsPoints,
): void {
  record.played += 1;
  record.pointsFor += scored;
  record.pointsAgainst += conceded;
  // What the result is worth is the league rules' call (resultKind); the counts are ours.
  record.points += points[pointsKey[resultKind(scored, conceded, contest.forfeit)]];
  if (scored > conceded) {
    record.won += 1;
  } else if (scored < conceded) {
    record.lost += 1;
    if (contest.forfeit) record.forfeits += 1;
  } else if (scored === 0 && contest.forfeit) {
    // A double forfeit: both sides forfeited, neither won.
    record.forfeits += 1;
  }
}
