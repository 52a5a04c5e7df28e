import { messages, type ContestEvent, type Scores } from '@courtside/events';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification';
import { NotFoundError, ValidationError } from '../core/errors';
import {
  finished,
  homeWin,
  hoursAfterStart,
  recorded,
  scheduled,
  scores,
  start,
} from './contest-given';
import { contestDecider, type FinishContest, type RecordScores } from './decide';

const given = deciderSpecification(contestDecider).given;

const record = (value: Scores, now = hoursAfterStart(1)): RecordScores => ({
  type: 'RecordScores',
  data: { contestId: 100, scores: value },
  metadata: { now },
});
const finish = (now = hoursAfterStart(2)): FinishContest => ({
  type: 'FinishContest',
  data: { contestId: 100 },
  metadata: { now },
});
const postponed: ContestEvent = {
  type: 'ContestPostponed',
  data: { contestId: 100, leagueId: 7, reason: null },
};
const cancelled: ContestEvent = { ...postponed, type: 'ContestCancelled' };
const awayWin = scores({ A1: 10, B1: 12 });

describe('when recording scores', () => {
  it('records the whole score', () => {
    given([scheduled])
      .when(record(homeWin))
      .then([recorded(homeWin)]);
  });

  it('accepts a partial score while the contest is under way', () => {
    const partial = scores({ A1: 12, B1: 9 });
    given([scheduled])
      .when(record(partial))
      .then([recorded(partial)]);
  });

  it('accepts scores at the start and exactly five hours after it', () => {
    given([scheduled])
      .when(record(homeWin, start))
      .then([recorded(homeWin)]);
    given([scheduled])
      .when(record(homeWin, hoursAfterStart(5)))
      .then([recorded(homeWin)]);
  });

  it('refuses scores before the start', () => {
    given([scheduled])
      .when(record(homeWin, hoursAfterStart(-0.01)))
      .thenThrows(ValidationError, messages.scoreWindow, { time: [messages.scoreWindow] });
  });

  it('refuses scores more than five hours after the start', () => {
    given([scheduled])
      .when(record(homeWin, hoursAfterStart(5.01)))
      .thenThrows(ValidationError, messages.scoreWindow);
  });

  it('refuses periods above 250, below 0 or not whole', () => {
    given([scheduled])
      .when(record(scores({ A1: 251, B2: -1, B3: 1.5, A2: 250, B1: 0 })))
      .thenThrows(ValidationError, messages.validNumber, {
        A1: [messages.validNumber],
        B2: [messages.validNumber],
        B3: [messages.validNumber],
      });
  });

  it('refuses a postponed contest', () => {
    given([scheduled, postponed])
      .when(record(homeWin))
      .thenThrows(ValidationError, messages.contestClosed, { status: [messages.contestClosed] });
  });

  it('refuses a cancelled contest', () => {
    given([scheduled, cancelled])
      .when(record(homeWin))
      .thenThrows(ValidationError, messages.contestClosed);
  });

  it('refuses a contest that does not exist', () => {
    given([]).when(record(homeWin)).thenThrows(NotFoundError, messages.notFound);
  });

  it('records nothing when the score did not change', () => {
    given([scheduled, recorded(homeWin)])
      .when(record(homeWin))
      .then([]);
  });
});

describe('when correcting a finished contest', () => {
  const done = [scheduled, recorded(homeWin), finished(homeWin)];

  it('records the new score and finishes it again with the new winner', () => {
    given(done)
      .when(record(awayWin, hoursAfterStart(3)))
      .then([recorded(awayWin), finished(awayWin, 'second_team')]);
  });

  it('refuses a correction that leaves no winner', () => {
    given(done)
      .when(record(scores({ A1: 10, B1: 10 }), hoursAfterStart(3)))
      .thenThrows(ValidationError, messages.noWinner, { winner: [messages.noWinner] });
  });

  it('refuses a correction after the window', () => {
    given(done)
      .when(record(awayWin, hoursAfterStart(6)))
      .thenThrows(ValidationError, messages.scoreWindow);
  });
});

describe('when finishing a contest', () => {
  it('records the winner on totals', () => {
    given([scheduled, recorded(homeWin)])
      .when(finish())
      .then([finished(homeWin)]);
  });

  it('names the away team when it scored more', () => {
    given([scheduled, recorded(awayWin)])
      .when(finish())
      .then([finished(awayWin, 'second_team')]);
  });

  it('counts extra time in the totals', () => {
    const overtime = scores({ A1: 80, B1: 80, A_extra: 9, B_extra: 11 });
    given([scheduled, recorded(overtime)])
      .when(finish())
      .then([finished(overtime, 'second_team')]);
  });

  it('recognises 20–0 as a forfeit, either way', () => {
    const home = scores({ A1: 20, B1: 0 });
    const away = scores({ A1: 0, B1: 20 });
    given([scheduled, recorded(home)])
      .when(finish())
      .then([finished(home, 'first_team', true)]);
    given([scheduled, recorded(away)])
      .when(finish())
      .then([finished(away, 'second_team', true)]);
  });

  it('does not call 21–0 a forfeit', () => {
    const value = scores({ A1: 21, B1: 0 });
    given([scheduled, recorded(value)])
      .when(finish())
      .then([finished(value)]);
  });

  it('refuses a tie', () => {
    given([scheduled, recorded(scores({ A1: 70, B1: 70 }))])
      .when(finish())
      .thenThrows(ValidationError, messages.noWinner, { winner: [messages.noWinner] });
  });

  it('refuses a contest without any score', () => {
    given([scheduled]).when(finish()).thenThrows(ValidationError, messages.noWinner);
  });

  it('refuses to finish before the start', () => {
    given([scheduled, recorded(homeWin)])
      .when(finish(hoursAfterStart(-1)))
      .thenThrows(ValidationError, messages.scoreWindow);
  });

  it('may finish after the score window, when the official forgot to', () => {
    given([scheduled, recorded(homeWin)])
      .when(finish(hoursAfterStart(30)))
      .then([finished(homeWin)]);
  });

  it('refuses a contest finished already', () => {
    given([scheduled, recorded(homeWin), finished(homeWin)])
      .when(finish())
      .thenThrows(ValidationError, messages.contestFinished);
  });

  it('refuses a postponed contest', () => {
    given([scheduled, recorded(homeWin), postponed])
      .when(finish())
      .thenThrows(ValidationError, messages.contestClosed);
  });

  it('refuses a contest that does not exist', () => {
    given([]).when(finish()).thenThrows(NotFoundError, messages.notFound);
  });
});
