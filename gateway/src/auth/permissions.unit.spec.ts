import { describe, expect, it } from 'vitest';
import { can } from './permissions';

const official = { abilities: ['view.leagues', 'view.contests'], roles: ['referee'] };
const nobody = { abilities: [], roles: [] };

describe('when the requirement is literally true', () => {
  it('passes for anyone, even without abilities or roles', () => {
    expect(can(true, nobody)).toBe(true);
  });
});

describe('when the requirement is an ability', () => {
  it('passes when the user has it', () => {
    expect(can('view.contests', official)).toBe(true);
  });

  it('fails when the user does not', () => {
    expect(can('list.users', official)).toBe(false);
    expect(can('view.contests', nobody)).toBe(false);
  });
});

describe('when the requirement is a role', () => {
  it('passes when the user holds the role', () => {
    expect(can('referee', official)).toBe(true);
    expect(can('super-admin', { abilities: [], roles: ['super-admin'] })).toBe(true);
  });

  it('fails for another role and never matches partly', () => {
    expect(can('super-admin', official)).toBe(false);
    expect(can('view', official)).toBe(false);
    expect(can('', official)).toBe(false);
  });
});
