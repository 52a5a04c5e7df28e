import { emptyScores, type ContestEvent, type Scores } from '@courtside/events';
import type { LeagueState } from '../league/league';

/** Shared givens for the contest specs: a league of three teams and one contest at 18:00. */
export const start = '2026-10-03T18:00:00.000Z';
export const hoursAfterStart = (hours: number) =>
  new Date(Date.parse(start) + hours * 60 * 60 * 1000).toISOString();

export const league: LeagueState = {
  status: 'created',
  leagueId: 7,
  kind: 'league',
  numberOfTeams: 4,
  rounds: 2,
  teams: [
    { id: 11, name: 'Vojvodina' },
    { id: 12, name: 'Partizan' },
    { id: 13, name: 'Zvezda' },
  ],
};

export const scheduledData = {
  contestId: 100,
  leagueId: 7,
  round: 1,
  time: start,
  location: 'Spens',
  firstTeamId: 11,
  secondTeamId: 12,
};
export const scheduled: ContestEvent = { type: 'ContestScheduled', data: scheduledData };

/** Scores with the given periods filled in, the rest null. */
export const scores = (values: Partial<Scores> = {}): Scores => ({ ...emptyScores(), ...values });

export const homeWin = scores({ A1: 20, A2: 18, A3: 22, A4: 15, B1: 15, B2: 20, B3: 14, B4: 16 });

export const recorded = (value: Scores): ContestEvent => ({
  type: 'ScoreRecorded',
  data: { contestId: 100, leagueId: 7, scores: value },
});

export const finished = (
  value: Scores,
  winner: 'first_team' | 'second_team' = 'first_team',
  forfeit = false,
): ContestEvent => ({
  type: 'ContestFinished',
  data: { contestId: 100, leagueId: 7, scores: value, winner, forfeit },
});
