import { describe, expect, it } from 'vitest';
import {
  actionsFrom,
  bookedPackage,
  bookingProblem,
  clubMayCancel,
  offeredPackages,
  type BookedMatch,
} from './rules';

const match: BookedMatch = {
  leagueId: 1,
  time: '2026-11-28T18:00:00.000Z',
  status: 'scheduled',
  firstTeamId: 5,
  secondTeamId: 6,
};
const now = '2026-11-27T12:00:00.000Z';

describe('when an administrator looks at a booking', () => {
  it('offers the steps its state allows, and none once it has ended', () => {
    expect(actionsFrom('requested')).toEqual(['confirm', 'refuse', 'cancel']);
    expect(actionsFrom('confirmed')).toEqual(['cancel', 'start']);
    expect(actionsFrom('recording')).toEqual(['complete']);
    expect(actionsFrom('available')).toEqual([]);
    expect(actionsFrom('refused')).toEqual([]);
    expect(actionsFrom('cancelled')).toEqual([]);
  });
});

describe('when a club asks to book a match', () => {
  it('may book an upcoming match of one of its teams in a video-zone league', () => {
    expect(bookingProblem({ match, clubTeamIds: [6], videoZone: true, now })).toBeNull();
  });

  it('names why it may not', () => {
    expect(bookingProblem({ match, clubTeamIds: [7], videoZone: true, now })).toBe(
      'bookingNotYourMatch',
    );
    expect(bookingProblem({ match, clubTeamIds: [5], videoZone: true, now: match.time })).toBe(
      'bookingMatchPast',
    );
    expect(bookingProblem({ match, clubTeamIds: [5], videoZone: false, now })).toBe(
      'bookingNoVideoZone',
    );
    expect(
      bookingProblem({
        match: { ...match, status: 'postponed' },
        clubTeamIds: [5],
        videoZone: true,
        now,
      }),
    ).toBeNull();
  });
});

describe('when a league offers its recording packages', () => {
  it('offers every package until it narrows the offer, in the catalogue order', () => {
    expect(offeredPackages(null)).toEqual(['single_camera', 'two_cameras', 'full_production']);
    expect(offeredPackages([])).toEqual(['single_camera', 'two_cameras', 'full_production']);
    expect(offeredPackages(['full_production', 'single_camera'])).toEqual([
      'single_camera',
      'full_production',
    ]);
  });

  it('books the package asked for when offered, the first offered when none is asked', () => {
    expect(bookedPackage('two_cameras', ['two_cameras'])).toBe('two_cameras');
    expect(bookedPackage(null, ['full_production'])).toBe('full_production');
    expect(bookedPackage('single_camera', ['two_cameras'])).toBe('bookingPackageNotOffered');
  });
});

describe('when the club’s representative wants to cancel its booking', () => {
  it('may while it is requested or confirmed, never once filming started or it ended', () => {
    expect(clubMayCancel('requested')).toBe(true);
    expect(clubMayCancel('confirmed')).toBe(true);
    for (const state of ['recording', 'available', 'refused', 'cancelled'] as const) {
      expect(clubMayCancel(state)).toBe(false);
    }
  });
});
