import { messages } from '@courtside/events';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification';
import { ValidationError } from '../core/errors';
import {
  homeWin,
  hoursAfterStart,
  league,
  recorded,
  scheduled,
  scheduledData,
} from './contest-given';
import { contestDecider } from './decide';

// Issue 10: a league of an ended season is read-only, its contests too. Whether the season has
// ended is looked up before deciding (the league's category, the platform's SeasonClosed).

const given = deciderSpecification(contestDecider).given;
const now = hoursAfterStart(1);

describe("given a contest whose league's season has ended", () => {
  it('refuses a score with the season message', () => {
    given([scheduled])
      .when({
        type: 'RecordScores',
        data: { contestId: 100, scores: homeWin },
        metadata: { now, seasonClosed: true },
      })
      .thenThrows(ValidationError, messages.seasonClosed);
  });

  it('refuses a new contest in that league', () => {
    given([])
      .when({
        type: 'ScheduleContest',
        data: scheduledData,
        metadata: { now, league, seasonClosed: true },
      })
      .thenThrows(ValidationError, messages.seasonClosed);
  });
});

describe("given a contest whose league's season is still on", () => {
  it('records the score', () => {
    given([scheduled])
      .when({
        type: 'RecordScores',
        data: { contestId: 100, scores: homeWin },
        metadata: { now, seasonClosed: false },
      })
      .then([recorded(homeWin)]);
  });
});
