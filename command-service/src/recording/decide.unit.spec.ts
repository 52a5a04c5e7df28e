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
  offeredPackages: ['single_camera', 'two_cameras', 'full_production'],
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

describe('when the league offers only some packages', () => {
  it('refuses a package it does not offer, naming the field', () => {
    const text = 'This league does not offer that package; choose one of the packages it offers.';
    given([])
      .when(request({ offeredPackages: ['single_camera'] }))
      .thenThrows(ValidationError, text, { package: [text] });
  });

  it('books its only package when none is named', () => {
    const asked = request({ offeredPackages: ['full_production'] });
    given([])
      .when({ ...asked, data: { ...asked.data, package: null } })
      .then([{ ...requested, data: { ...requested.data, package: 'full_production' } }]);
  });
});

const withdraw = (reason: string | null = 'Match moved.', clubId = ids.clubId) => ({
  type: 'WithdrawBooking' as const,
  data: { recordingId: ids.recordingId, clubId, reason },
  metadata: { now },
});

describe('when the club’s representative cancels its booking', () => {
  it('cancels a requested or confirmed booking with the reason', () => {
    const called = {
      type: 'RecordingCancelled',
      data: { ...ids, reason: 'Match moved.' },
    } as const;
    given([requested]).when(withdraw()).then([called]);
    given([requested, confirmed]).when(withdraw()).then([called]);
  });

  it('forbids another club’s booking and needs a reason', () => {
    given([requested])
      .when(withdraw('Match moved.', 77))
      .thenThrows(ForbiddenError, 'Unauthorized.');
    given([requested])
      .when(withdraw(null))
      .thenThrows(ValidationError, 'Give a reason: the club will see it.');
  });

  it('refuses once filming has started or the booking has ended', () => {
    const text =
      'This booking can no longer be cancelled: its recording has started or the booking has ended.';
    given([requested, confirmed, started]).when(withdraw()).thenThrows(ValidationError, text);
    given([requested, refused]).when(withdraw()).thenThrows(ValidationError, text);
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
