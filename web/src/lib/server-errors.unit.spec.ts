import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-errors';
import { showServerErrors } from './server-errors';

function answer(status: number, body: unknown) {
  return new ApiRequestError('http', status, body, 'The given data was invalid.');
}

function collect(error: unknown, fields: readonly string[]) {
  const shown: { fields: Record<string, string>; form: string[] } = { fields: {}, form: [] };
  const handled = showServerErrors(error, fields, {
    field: (name, text) => (shown.fields[name] = text),
    form: (text) => shown.form.push(text),
  });
  return { handled, ...shown };
}

describe('when the server refuses a form with 422', () => {
  it('puts each text under its field, a licence row’s under that row', () => {
    const error = answer(422, {
      message: 'The given data was invalid.',
      errors: {
        name: ['A team with this name already exists.'],
        'licences[1].number': ['Selected values cannot be duplicated.'],
      },
    });
    expect(collect(error, ['name', 'licences'])).toEqual({
      handled: true,
      fields: {
        name: 'A team with this name already exists.',
        'licences.1.number': 'Selected values cannot be duplicated.',
      },
      form: [],
    });
  });

  it('shows a text for a field the form does not have above the form', () => {
    const error = answer(422, {
      message: 'The given data was invalid.',
      errors: { colour: ['This field is not accepted.'] },
    });
    expect(collect(error, ['name'])).toEqual({
      handled: true,
      fields: {},
      form: ['This field is not accepted.'],
    });
  });
});

describe('when the failure is not a 422', () => {
  it('leaves it to the notice the api client already showed', () => {
    expect(collect(answer(502, { message: 'Unavailable' }), ['name']).handled).toBe(false);
    expect(collect(new Error('boom'), ['name']).handled).toBe(false);
  });
});
