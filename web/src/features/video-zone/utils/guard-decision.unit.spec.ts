import { describe, expect, it } from 'vitest';
import type { RepresentativeAnswer } from '../stores/representative-store';
import { decideRepresentativeRoute, type RepresentativeRouteMeta } from './guard-decision';

const now = 1_790_000_000;

function answer(
  overrides: Partial<RepresentativeAnswer['representative']> = {},
  roles = ['club official'],
): RepresentativeAnswer {
  return {
    representative: {
      id: 7,
      email: 'ana@club.test',
      first_name: 'Ana',
      last_name: 'Jovanović',
      fullname: 'Jovanović Ana',
      approved_at: '2026-11-20T10:00:00.000Z',
      pb_club_id: 10,
      club: 'Vojvodina',
      sport_id: null,
      ...overrides,
    },
    permissions: [],
    roles,
  };
}

const decide = (
  meta: RepresentativeRouteMeta,
  load: Parameters<typeof decideRepresentativeRoute>[0]['load'],
) => decideRepresentativeRoute({ meta, load, now });

describe('when the representative is reloaded for a route', () => {
  it('waits while the reload is under way', () => {
    expect(decide({ auth: true }, { status: 'pending' })).toEqual({ kind: 'wait' });
  });

  it('sends a signed-out visitor to the video-zone login and forgets the local one', () => {
    expect(decide({ auth: true }, { status: 'failed', unauthenticated: true })).toEqual({
      kind: 'redirect',
      to: '/video-zone/login',
      reset: true,
    });
  });

  it('shows the video-zone login to an admin or official signed in (403)', () => {
    const load = { status: 'failed', unauthenticated: false, forbidden: true } as const;
    expect(decide({ auth: true }, load)).toEqual({ kind: 'redirect', to: '/video-zone/login' });
  });

  it('goes to the root with the unix time as hash when the reload fails otherwise', () => {
    expect(decide({ auth: true }, { status: 'failed', unauthenticated: false })).toEqual({
      kind: 'redirect',
      to: `/?hash=${now}`,
    });
  });

  it.each(['email', 'pb_club_id', 'first_name', 'last_name'] as const)(
    'resets the state when the reload has no %s',
    (field) => {
      const missing = field === 'pb_club_id' ? { pb_club_id: null } : { [field]: '' };
      expect(decide({ auth: true }, { status: 'loaded', answer: answer(missing) })).toEqual({
        kind: 'redirect',
        to: '/video-zone/login',
        reset: true,
      });
    },
  );

  it('sends a pending representative from an approved-only route to the profile', () => {
    const pending = answer({ approved_at: null });
    expect(decide({ auth: true, approved: true }, { status: 'loaded', answer: pending })).toEqual({
      kind: 'redirect',
      to: '/video-zone/profile',
    });
    expect(decide({ auth: true }, { status: 'loaded', answer: pending })).toEqual({
      kind: 'allow',
    });
  });

  it('lets an approved representative in', () => {
    expect(decide({ auth: true, approved: true }, { status: 'loaded', answer: answer() })).toEqual({
      kind: 'allow',
    });
  });

  it('passes on a role the representative holds and refuses one it lacks', () => {
    expect(decide({ auth: 'club official' }, { status: 'loaded', answer: answer() })).toEqual({
      kind: 'allow',
    });
    expect(decide({ auth: 'commissioner' }, { status: 'loaded', answer: answer() })).toEqual({
      kind: 'redirect',
      to: '/',
      unauthorized: true,
    });
    expect(
      decide(
        { auth: 'commissioner', notAuthRedirect: '/video-zone/profile' },
        { status: 'loaded', answer: answer() },
      ),
    ).toEqual({ kind: 'redirect', to: '/video-zone/profile' });
  });
});
