import {
  messages,
  type ContestEvent,
  type ResultCorrected,
  type ResultEntered,
  type Scores,
} from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification';
import { NotFoundError, ValidationError } from '../core/errors';
import { contestDecider, type CorrectResult, type RecordScores } from './decide';
import { finished, homeWin, hoursAfterStart, recorded, scheduled, scores } from './contest-given';

const given = deciderSpecification(contestDecider).given;

const correct = (value: Scores, reason = 'Zapisnik: 80:78, ne 78:80'): CorrectResult => ({
  type: 'CorrectResult',
  data: { contestId: 100, scores: value, reason },
  metadata: { now: hoursAfterStart(72) },
});
const awayWin = scores({ A1: 60, B1: 70 });
const corrected = (
  from: Scores,
  to: Scores,
  winner: 'first_team' | 'second_team',
  reason = 'Zapisnik: 80:78, ne 78:80',
): ResultCorrected => ({
  type: 'ResultCorrected',
  data: {
    contestId: 100,
    leagueId: 7,
    previous: { scores: from, winner: 'first_team', forfeit: false },
    scores: to,
    winner,
    forfeit: false,
    reason,
  },
});

describe('when an administrator corrects a finished result days later', () => {
  it('records the new result beside the one it replaces and the reason', () => {
    given([scheduled, recorded(homeWin), finished(homeWin)])
      .when(correct(awayWin))
      .then([corrected(homeWin, awayWin, 'second_team')]);
  });

  it('records nothing when the score is the same', () => {
    given([scheduled, recorded(homeWin), finished(homeWin)])
      .when(correct(homeWin))
      .then([]);
  });

  it('refuses a result without a winner', () => {
    given([scheduled, finished(homeWin)])
      .when(correct(scores({ A1: 70, B1: 70 })))
      .thenThrows(ValidationError, messages.noWinner, { winner: [messages.noWinner] });
  });

  it('refuses a period score out of range', () => {
    given([scheduled, finished(homeWin)])
      .when(correct(scores({ A1: 251, B1: 70 })))
      .thenThrows(ValidationError, messages.validNumber, { A1: [messages.validNumber] });
  });

  it('answers not found for a contest never scheduled', () => {
    given([]).when(correct(awayWin)).thenThrows(NotFoundError, messages.notFound);
  });
});

describe('when an administrator enters the result of a match played days ago', () => {
  const entered = (to: Scores, winner: 'first_team' | 'second_team'): ResultEntered => ({
    type: 'ResultEntered',
    data: { contestId: 100, leagueId: 7, scores: to, winner, forfeit: false, reason: 'Zapisnik' },
  });

  it('enters the final result of a match nobody scored, with the reason', () => {
    given([scheduled])
      .when(correct(awayWin, 'Zapisnik'))
      .then([entered(awayWin, 'second_team')]);
  });

  it('finishes a match the officials left part-scored', () => {
    given([scheduled, recorded(scores({ A1: 20, B1: 10 }))])
      .when(correct(homeWin, 'Zapisnik'))
      .then([entered(homeWin, 'first_team')]);
  });

  it('refuses a match that has not started yet', () => {
    given([scheduled])
      .when({ ...correct(homeWin), metadata: { now: hoursAfterStart(-1) } })
      .thenThrows(ValidationError, messages.resultNotStarted, {
        status: [messages.resultNotStarted],
      });
  });

  it('refuses a postponed match', () => {
    const postponed: ContestEvent = {
      type: 'ContestPostponed',
      data: { contestId: 100, leagueId: 7, reason: null },
    };
    given([scheduled, postponed])
      .when(correct(homeWin))
      .thenThrows(ValidationError, messages.contestClosed, { status: [messages.contestClosed] });
  });

  it('refuses a result without a winner and records nothing', () => {
    given([scheduled])
      .when(correct(scores({ A1: 70, B1: 70 })))
      .thenThrows(ValidationError, messages.noWinner, { winner: [messages.noWinner] });
  });
});

describe('when the contest is folded after a correction', () => {
  it('holds the corrected result, so a later correction replaces it in turn', () => {
    const first = corrected(homeWin, awayWin, 'second_team');
    const back: ResultCorrected = {
      type: 'ResultCorrected',
      data: {
        ...first.data,
        previous: { scores: awayWin, winner: 'second_team', forfeit: false },
        scores: homeWin,
        winner: 'first_team',
        reason: 'Vraćeno',
      },
    };
    given([scheduled, finished(homeWin), first])
      .when(correct(homeWin, 'Vraćeno'))
      .then([back]);
  });

  it('keeps the officials’ score entry working on the stream', () => {
    const stream = [scheduled, finished(homeWin), corrected(homeWin, awayWin, 'second_team')];
    const state = stream.reduce(
      (current, event) => contestDecider.evolve(current, event as ContestEvent),
      contestDecider.initialState(),
    );
    const late: RecordScores = {
      type: 'RecordScores',
      data: { contestId: 100, scores: homeWin },
      metadata: { now: hoursAfterStart(72) },
    };
    expect(() => contestDecider.decide(late, state)).toThrow(messages.scoreWindow);
    expect(state).toMatchObject({ status: 'finished', scores: awayWin, winner: 'second_team' });
  });
});

describe("when an import brings a provider's final points", () => {
  const final = (first: number, second: number): CorrectResult => ({
    type: 'CorrectResult',
    data: {
      contestId: 100,
      scores: scores({}),
      reason: 'Genius Sports',
      final: { first, second },
    },
    metadata: { now: hoursAfterStart(72) },
  });
  const entered: ResultEntered = {
    type: 'ResultEntered',
    data: {
      contestId: 100,
      leagueId: 7,
      scores: scores({}),
      winner: 'second_team',
      forfeit: false,
      reason: 'Genius Sports',
      final: { first: 77, second: 81 },
    },
  };

  it('enters the result with empty periods, then records nothing for the same points', () => {
    given([scheduled]).when(final(77, 81)).then([entered]);
    given([scheduled, entered]).when(final(77, 81)).then([]);
  });

  it('corrects it when the provider changes the points, keeping the points it replaces', () => {
    given([scheduled, entered])
      .when(final(90, 81))
      .then([
        {
          type: 'ResultCorrected',
          data: {
            contestId: 100,
            leagueId: 7,
            previous: {
              scores: scores({}),
              winner: 'second_team',
              forfeit: false,
              final: { first: 77, second: 81 },
            },
            scores: scores({}),
            winner: 'first_team',
            forfeit: false,
            reason: 'Genius Sports',
            final: { first: 90, second: 81 },
          },
        },
      ]);
  });

  it('refuses a tie and points out of range', () => {
    given([scheduled])
      .when(final(70, 70))
      .thenThrows(ValidationError, messages.noWinner, { winner: [messages.noWinner] });
    given([scheduled])
      .when(final(1000, 70))
      .thenThrows(ValidationError, messages.validNumber, {
        'final.first': [messages.validNumber],
      });
  });
});
