import { messages, type ContestEvent } from '@courtside/events';
import type { ContestStreamEvent } from './contest';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification';
import { NotFoundError, ValidationError } from '../core/errors';
import { finished, homeWin, recorded, scheduled, scheduledData, scores } from './contest-given';
import { contestDecider } from './decide';
import type { RescheduleContest } from './replan';

const given = deciderSpecification(contestDecider).given;
const now = '2026-10-01T10:00:00.000Z';
const reschedule = (
  time = '2026-10-10T17:30:00.000Z',
  location: string | null = 'Sportski centar',
): RescheduleContest => ({
  type: 'RescheduleContest',
  data: { contestId: 100, time, location },
  metadata: { now },
});
const postponed: ContestEvent = {
  type: 'ContestPostponed',
  data: { contestId: 100, leagueId: 7, reason: null },
};
const cancelled: ContestEvent = {
  type: 'ContestCancelled',
  data: { contestId: 100, leagueId: 7, reason: null },
};

describe('when re-planning a contest', () => {
  it('records its new time and arena', () => {
    given([scheduled])
      .when(reschedule())
      .then([
        {
          type: 'ContestRescheduled',
          data: {
            contestId: 100,
            leagueId: 7,
            time: '2026-10-10T17:30:00.000Z',
            location: 'Sportski centar',
          },
        },
      ]);
  });

  it('moves only the arena when the time stays', () => {
    given([scheduled])
      .when(reschedule(scheduledData.time, 'Hala 2'))
      .then([
        {
          type: 'ContestRescheduled',
          data: {
            contestId: 100,
            leagueId: 7,
            time: scheduledData.time,
            location: 'Hala 2',
          },
        },
      ]);
  });

  it('records nothing when nothing changes', () => {
    given([scheduled]).when(reschedule(scheduledData.time, 'Spens')).then([]);
  });

  it('puts a postponed contest back on, even at its old time', () => {
    given([scheduled, postponed])
      .when(reschedule(scheduledData.time, 'Spens'))
      .then([
        {
          type: 'ContestRescheduled',
          data: {
            contestId: 100,
            leagueId: 7,
            time: scheduledData.time,
            location: 'Spens',
          },
        },
      ]);
  });

  it('refuses a finished contest', () => {
    given([scheduled, recorded(homeWin), finished(homeWin)])
      .when(reschedule())
      .thenThrows(ValidationError, messages.contestFinished, {
        status: [messages.contestFinished],
      });
  });

  it('refuses a cancelled contest', () => {
    given([scheduled, cancelled])
      .when(reschedule())
      .thenThrows(ValidationError, messages.contestClosed, { status: [messages.contestClosed] });
  });

  it('refuses a contest under way', () => {
    given([scheduled, recorded(scores({ A1: 10, B1: 8 }))])
      .when(reschedule())
      .thenThrows(ValidationError, messages.contestStarted, { status: [messages.contestStarted] });
  });

  it('refuses a contest that does not exist', () => {
    given([]).when(reschedule()).thenThrows(NotFoundError, messages.notFound);
  });
});

describe('when a re-planned contest is scored', () => {
  it('opens the score window at the new time', () => {
    const moved: ContestStreamEvent[] = [
      scheduled,
      {
        type: 'ContestRescheduled',
        data: { contestId: 100, leagueId: 7, time: '2026-10-10T17:30:00.000Z', location: null },
      },
    ];
    // At the old start plus an hour the window is shut: the contest is a week later now.
    given(moved)
      .when({
        type: 'RecordScores',
        data: { contestId: 100, scores: scores({ A1: 2 }) },
        metadata: { now: '2026-10-03T19:00:00.000Z' },
      })
      .thenThrows(ValidationError, messages.scoreWindow, { time: [messages.scoreWindow] });
  });
});
