import { describe, expect, it } from 'vitest';
import { emptyProfile, type ProfileUser } from '../stores/profile-store';
import {
  decideAdminRoute,
  pendingCodeRedirect,
  twoFactorPath,
  type GuardInput,
} from './guard-decision';

const admin: ProfileUser = {
  ...emptyProfile,
  id: 7,
  email: 'admin@courtside.test',
  name: 'Jelena Jovanović',
  abilities: ['list.leagues'],
  roles: ['league admin'],
  twoFactorConfirmed: true,
};

function given(overrides: Partial<GuardInput> = {}): GuardInput {
  return {
    pathname: '/administration/leagues',
    meta: {},
    needsConfirming2FACode: false,
    load: { status: 'loaded', profile: admin },
    now: 1_800_000_000,
    ...overrides,
  };
}

describe('when a two-factor code is pending confirmation', () => {
  it('sends every admin path to the root with the time hash, without waiting for the reload', () => {
    const decision = decideAdminRoute(
      given({ needsConfirming2FACode: true, load: { status: 'pending' } }),
    );
    expect(decision).toEqual({ kind: 'redirect', to: '/?hash=1800000000' });
  });

  it('sends public and officials paths to the root with the time hash too', () => {
    expect(pendingCodeRedirect('/leagues', true, 1_800_000_000)).toBe('/?hash=1800000000');
    expect(pendingCodeRedirect('/officials/contests', true, 5)).toBe('/?hash=5');
    expect(pendingCodeRedirect('/', true, 5)).toBeNull();
    expect(pendingCodeRedirect('/leagues', false, 5)).toBeNull();
  });

  it('lets the root itself through', () => {
    expect(decideAdminRoute(given({ pathname: '/', needsConfirming2FACode: true }))).toEqual({
      kind: 'allow',
    });
  });
});

describe('when the admin user is being reloaded', () => {
  it('waits', () => {
    expect(decideAdminRoute(given({ load: { status: 'pending' } }))).toEqual({ kind: 'wait' });
  });
});

describe('when the reload fails', () => {
  it('goes to the root with the current unix time as hash', () => {
    const decision = decideAdminRoute(
      given({ load: { status: 'failed', unauthenticated: false } }),
    );
    expect(decision).toEqual({ kind: 'redirect', to: '/?hash=1800000000' });
  });

  it('goes to the plain root when the server says nobody is signed in', () => {
    const decision = decideAdminRoute(given({ load: { status: 'failed', unauthenticated: true } }));
    expect(decision).toEqual({ kind: 'redirect', to: '/' });
  });

  it('says Unauthorized. at the root when someone of another kind is signed in (403)', () => {
    const decision = decideAdminRoute(
      given({ load: { status: 'failed', unauthenticated: false, forbidden: true } }),
    );
    expect(decision).toEqual({ kind: 'redirect', to: '/', unauthorized: true });
  });
});

describe('when the reloaded user is not authenticated', () => {
  it.each([
    ['no email', { email: '' }],
    ['no name', { name: '' }],
    ['deleted', { deleted_at: '2026-01-01T00:00:00.000Z' }],
  ])('goes to the root (%s)', (_case, change) => {
    const profile = { ...admin, ...change };
    expect(decideAdminRoute(given({ load: { status: 'loaded', profile } }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });
});

describe('when the admin has not enrolled two-factor authentication', () => {
  const profile = { ...admin, twoFactorConfirmed: false };

  it('sends every other page to the two-factor setup', () => {
    const decision = decideAdminRoute(
      given({ load: { status: 'loaded', profile }, meta: { auth: 'list.leagues' } }),
    );
    expect(decision).toEqual({ kind: 'redirect', to: twoFactorPath });
  });

  it('opens the two-factor setup page', () => {
    const decision = decideAdminRoute(
      given({ pathname: `${twoFactorPath}/`, load: { status: 'loaded', profile } }),
    );
    expect(decision).toEqual({ kind: 'allow' });
  });
});

describe('when the route needs an ability or role', () => {
  it('allows a user holding the ability', () => {
    expect(decideAdminRoute(given({ meta: { auth: 'list.leagues' } }))).toEqual({ kind: 'allow' });
  });

  it('allows a user holding a role of that name', () => {
    expect(decideAdminRoute(given({ meta: { auth: 'league admin' } }))).toEqual({
      kind: 'allow',
    });
  });

  it('allows anyone signed in when the requirement is literally true', () => {
    expect(decideAdminRoute(given({ meta: { auth: true } }))).toEqual({ kind: 'allow' });
  });

  it('sends a user lacking it to not_auth_redirect when the route sets one', () => {
    const decision = decideAdminRoute(
      given({ meta: { auth: 'super-admin', notAuthRedirect: '/administration/profile' } }),
    );
    expect(decision).toEqual({ kind: 'redirect', to: '/administration/profile' });
  });

  it('otherwise says Unauthorized and goes to the root', () => {
    expect(decideAdminRoute(given({ meta: { auth: 'super-admin' } }))).toEqual({
      kind: 'redirect',
      to: '/',
      unauthorized: true,
    });
  });
});
