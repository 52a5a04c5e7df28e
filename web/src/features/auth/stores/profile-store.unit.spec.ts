import { describe, expect, it } from 'vitest';
import {
  can,
  emptyProfile,
  initials,
  isAuthenticated,
  profileFromAnswer,
  type AdminAnswer,
} from './profile-store';

const answer: AdminAnswer = {
  user: {
    id: 3,
    email: 'admin@courtside.test',
    name: 'Jelena Jovanović',
    avatar: null,
    deleted_at: null,
  },
  permissions: ['list.users', 'list.teams'],
  roles: ['administrator'],
  two_factor: { enabled: true, confirmed: true, pending: false },
};

describe('when a user must hold an ability or role', () => {
  const profile = profileFromAnswer(answer);

  it('passes for a requirement that is literally true or absent', () => {
    expect(can(profile, true)).toBe(true);
    expect(can(emptyProfile, true)).toBe(true);
    expect(can(profile, undefined)).toBe(true);
  });

  it('passes for an ability the answer listed under permissions', () => {
    expect(can(profile, 'list.teams')).toBe(true);
  });

  it('passes for a role of that name', () => {
    expect(can(profile, 'administrator')).toBe(true);
  });

  it('fails for anything else', () => {
    expect(can(profile, 'super-admin')).toBe(false);
    expect(can(profile, 'list.api-keys')).toBe(false);
    expect(can(emptyProfile, 'list.teams')).toBe(false);
  });
});

describe('when deciding whether the profile user is authenticated', () => {
  it('needs email, name and the active flag', () => {
    expect(isAuthenticated(profileFromAnswer(answer))).toBe(true);
    expect(isAuthenticated(emptyProfile)).toBe(false);
    const deleted = { ...answer, user: { ...answer.user, deleted_at: '2026-01-01T00:00:00Z' } };
    expect(isAuthenticated(profileFromAnswer(deleted))).toBe(false);
  });

  it('resets the profile when the answer lacks an email or a name', () => {
    expect(profileFromAnswer({ ...answer, user: { ...answer.user, name: '' } })).toEqual(
      emptyProfile,
    );
  });
});

describe('when a user has no avatar', () => {
  it('draws the first letters of the first two words of the name', () => {
    expect(initials('Jelena Jovanović')).toBe('JJ');
    expect(initials('  ana  maria de la cruz')).toBe('AM');
    expect(initials('Marko')).toBe('M');
  });
});
