import { messages, type ContestEvent } from '@courtside/events';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification';
import { NotFoundError, ValidationError } from '../core/errors';
import { finished, homeWin, recorded, scheduled } from './contest-given';
import { contestDecider, type CancelContest, type PostponeContest } from './decide';

const given = deciderSpecification(contestDecider).given;
const now = '2026-10-01T10:00:00.000Z';
const postpone: PostponeContest = {
  type: 'PostponeContest',
  data: { contestId: 100, reason: 'Hall flooded' },
  metadata: { now },
};
const cancel: CancelContest = {
  type: 'CancelContest',
  data: { contestId: 100, reason: null },
  metadata: { now },
};
const postponed: ContestEvent = {
  type: 'ContestPostponed',
  data: { contestId: 100, leagueId: 7, reason: 'Hall flooded' },
};
const cancelled: ContestEvent = {
  type: 'ContestCancelled',
  data: { contestId: 100, leagueId: 7, reason: null },
};

describe('when postponing a contest', () => {
  it('records the postponement with its reason', () => {
    given([scheduled]).when(postpone).then([postponed]);
  });

  it('may postpone a contest already under way', () => {
    given([scheduled, recorded(homeWin)])
      .when(postpone)
      .then([postponed]);
  });

  it('changes nothing when it is postponed already', () => {
    given([scheduled, postponed]).when(postpone).then([]);
  });

  it('refuses a cancelled contest', () => {
    given([scheduled, cancelled])
      .when(postpone)
      .thenThrows(ValidationError, messages.contestClosed, { status: [messages.contestClosed] });
  });

  it('refuses a finished contest', () => {
    given([scheduled, recorded(homeWin), finished(homeWin)])
      .when(postpone)
      .thenThrows(ValidationError, messages.contestFinished, {
        status: [messages.contestFinished],
      });
  });

  it('refuses a contest that does not exist', () => {
    given([]).when(postpone).thenThrows(NotFoundError, messages.notFound);
  });
});

describe('when cancelling a contest', () => {
  it('records the cancellation', () => {
    given([scheduled]).when(cancel).then([cancelled]);
  });

  it('may call off a postponed contest', () => {
    given([scheduled, postponed]).when(cancel).then([cancelled]);
  });

  it('changes nothing when it is cancelled already', () => {
    given([scheduled, cancelled]).when(cancel).then([]);
  });

  it('refuses a finished contest', () => {
    given([scheduled, recorded(homeWin), finished(homeWin)])
      .when(cancel)
      .thenThrows(ValidationError, messages.contestFinished, {
        status: [messages.contestFinished],
      });
  });

  it('refuses a contest that does not exist', () => {
    given([]).when(cancel).thenThrows(NotFoundError, messages.notFound);
  });
});
