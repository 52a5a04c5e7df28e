import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { isStrongPassword, passwordFields } from './password-rule';

describe('when a password is checked against the spec §5 rule', () => {
  it.each([
    ['Kosarka#2026', true],
    ['Ab1!abcd', true],
    ['Šumadija 9', true],
    ['Ab1!abc', false],
    ['kosarka#2026', false],
    ['KOSARKA#2026', false],
    ['Kosarka#abcd', false],
    ['Kosarka2026', false],
    ['', false],
  ])('judges %j as strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});

describe('when the shared fields validate a form', () => {
  const schema = yup.object(
    passwordFields({ required: 'required', passwordRule: 'rule', passwordMismatch: 'mismatch' }),
  );
  const problems = (input: Record<string, unknown>) => {
    try {
      schema.validateSync(input, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as yup.ValidationError).inner.map((e) => `${e.path}:${e.message}`).sort();
    }
  };

  it('accepts a strong password confirmed', () => {
    expect(problems({ password: 'Kosarka#2026', password_confirmation: 'Kosarka#2026' })).toEqual(
      [],
    );
  });

  it('names the weak password and the mismatch with the caller’s keys', () => {
    expect(problems({ password: 'slaba', password_confirmation: 'druga' })).toEqual([
      'password:rule',
      'password_confirmation:mismatch',
    ]);
    expect(problems({})).toEqual(['password:required', 'password_confirmation:required']);
  });
});
