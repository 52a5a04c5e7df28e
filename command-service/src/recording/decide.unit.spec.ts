import { describe, it } from 'vitest';
import type { RecordingEvent } from '@courtside/events';
import { deciderSpecification } from '../core/decider-specification';
import { ForbiddenError, NotFoundError, ValidationError } from '../core/errors';
import { recordingDecider, type RequestContext, type RequestRecording } from './decide';

const given = deciderSpecification(recordingDecider).given;
const now = '2026-11-27T12:00:00.000Z';
const ids = { recordingId: 4, contestId: 9, clubId: 3 };

const context = (changes: Partial<RequestContext> = {}): RequestContext => ({
  now,
  match: {
    leagueId: 2,
    time: '2026-11-28T18:00:00.000Z',
    status: 'scheduled',
    firstTeamId: 11,
    secondTeamId: 12,
  },
  clubTeamIds: [12, 40],
  videoZone: true,
  ...changes,
});

const request = (changes: Partial<RequestContext> = {}): RequestRecording => ({
  type: 'RequestRecording',
  data: { ...ids, representativeId: 70, package: 'two_cameras', notes: 'Near the bench.' },
  metadata: context(changes),
});

const requested: RecordingEvent = {
  type: 'RecordingRequested',
  data: {
    ...ids,
    leagueId: 2,
    representativeId: 70,
    package: 'two_cameras',
    notes: 'Near the bench.',
  },
};
const confirmed: RecordingEvent = { type: 'RecordingConfirmed', data: ids };
const started: RecordingEvent = { type: 'RecordingStarted', data: ids };
const refused: RecordingEvent = { type: 'RecordingRefused', data: { ...ids, reason: 'No crew.' } };
const cancelled: RecordingEvent = {
  type: 'RecordingCancelled',
  data: { ...ids, reason: 'Camera broke.' },
};

const step = (
  action: 'confirm' | 'refuse' | 'cancel' | 'start' | 'complete',
  reason: string | null = null,
) => ({
  type: 'TakeBookingStep' as const,
  data: { recordingId: ids.recordingId, action, reason },
  metadata: { now },
});

describe('when a representative books an upcoming match of their club in a video-zone league', () => {
  it('records the request with the package and notes', () => {
    given([]).when(request()).then([requested]);
  });

  it('refuses a second booking while the first stands', () => {
    given([requested])
      .when(request())
      .thenThrows(ValidationError, 'Your club has already booked a recording of this match.');
  });

  it('accepts a new request after a refusal or a cancellation', () => {
    given([requested, refused]).when(request()).then([requested]);
    given([requested, confirmed, cancelled]).when(request()).then([requested]);
  });
});

describe('when the match is not one the club may book', () => {
  it('forbids a match none of the club’s teams plays', () => {
    given([])
      .when(request({ clubTeamIds: [99] }))
      .thenThrows(ForbiddenError, 'You can only book recordings of your own club’s matches.');
  });

  it('refuses a match that has already started', () => {
    given([])
      .when(request({ now: '2026-11-28T18:00:00.000Z' }))
      .thenThrows(
        ValidationError,
        'This match has already started; only upcoming matches can be booked.',
        {
          contest_id: ['This match has already started; only upcoming matches can be booked.'],
        },
      );
  });

  it('refuses a league without the video zone', () => {
    given([])
      .when(request({ videoZone: false }))
      .thenThrows(ValidationError, 'This league does not offer the video zone.');
  });

  it('refuses a cancelled match and a match that does not exist', () => {
    const match = context().match;
    if (!match) throw new Error('fixture');
    given([])
      .when(request({ match: { ...match, status: 'cancelled' } }))
      .thenThrows(ValidationError, 'This match has been cancelled, so it cannot be recorded.');
    given([])
      .when(request({ match: null }))
      .thenThrows(ValidationError, 'Record not found in database.');
  });
});

describe('when an administrator moves a booking on', () => {
  it('goes requested → confirmed → recording → available', () => {
    given([requested]).when(step('confirm')).then([confirmed]);
    given([requested, confirmed]).when(step('start')).then([started]);
    given([requested, confirmed, started])
      .when(step('complete'))
      .then([{ type: 'RecordingMadeAvailable', data: ids }]);
  });

  it('refuses or cancels only with a reason the club is shown', () => {
    given([requested])
      .when(step('refuse'))
      .thenThrows(ValidationError, 'Give a reason: the club will see it.', {
        reason: ['Give a reason: the club will see it.'],
      });
    given([requested]).when(step('refuse', 'No crew.')).then([refused]);
    given([requested, confirmed]).when(step('cancel', 'Camera broke.')).then([cancelled]);
  });

  it('refuses a step the booking’s state does not allow', () => {
    const moved = 'This booking has moved on since you loaded it; reload to see where it stands.';
    given([requested]).when(step('start')).thenThrows(ValidationError, moved);
    given([requested, refused]).when(step('confirm')).thenThrows(ValidationError, moved);
    given([requested, confirmed, started])
      .when(step('cancel', 'Too late.'))
      .thenThrows(ValidationError, moved);
  });

  it('finds no booking that was never requested', () => {
    given([]).when(step('confirm')).thenThrows(NotFoundError, 'Record not found in database.');
  });
});
