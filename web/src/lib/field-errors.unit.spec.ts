import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-errors';
import { showFieldErrors, showUnderFields } from './server-errors';

function answer(status: number, errors: Record<string, string[]>) {
  return new ApiRequestError('http', status, { message: 'Wait.', errors }, 'Too many attempts.');
}

function collect(error: unknown, statuses?: readonly number[]) {
  const shown: { fields: Record<string, string>; form: string[] } = { fields: {}, form: [] };
  const handled = showFieldErrors(
    error,
    ['email', 'password'],
    {
      field: (name, text) => (shown.fields[name] = text),
      form: (failure) => shown.form.push(failure.message),
    },
    statuses,
  );
  return { handled, ...shown };
}

describe('when a sign-in form is refused with texts for its fields', () => {
  it('shows the first text of each under it and nothing above the form', () => {
    const error = answer(422, { email: ['Unknown address.', 'Second.'], other: ['Ignored.'] });
    expect(collect(error)).toEqual({
      handled: true,
      fields: { email: 'Unknown address.' },
      form: [],
    });
  });
});

describe('when the refusal names none of the form’s fields', () => {
  it('gives the failure to the form as a whole', () => {
    expect(collect(answer(422, { token: ['Expired.'] }))).toEqual({
      handled: true,
      fields: {},
      form: ['Too many attempts.'],
    });
  });

  it('puts it under the fallback field where the form has no place above its fields', () => {
    const set: Record<string, string> = {};
    showUnderFields(
      answer(422, {}),
      ['name', 'email'],
      (name, e) => (set[name] = e.message),
      'name',
    );
    expect(set).toEqual({ name: 'Too many attempts.' });
  });
});

describe('when the answer is not one the form shows', () => {
  it('leaves it to the api client, unless the form asked for that status', () => {
    expect(collect(answer(429, {})).handled).toBe(false);
    expect(collect(answer(429, {}), [422, 429]).form).toEqual(['Too many attempts.']);
    expect(collect(new Error('offline')).handled).toBe(false);
  });
});
