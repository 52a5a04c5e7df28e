import { createCategorySchema, teamSchema } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { commandResolver, formText } from './command-form';

const texts = { required: 'validation.required', validName: 'catalogue.form.tooLong' };
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('when a form validates with a command schema from @courtside/events', () => {
  it('shows the form’s translation key for each server message key', async () => {
    const resolve = commandResolver(createCategorySchema.pick(['name', 'season']), texts);
    const result = await resolve({ name: ' ', season: 'x'.repeat(256) }, undefined, options);
    expect(result.errors).toMatchObject({
      name: { message: 'validation.required' },
      season: { message: 'catalogue.form.tooLong' },
    });
  });

  it('renames messages of rows in a list too', async () => {
    const resolve = commandResolver(teamSchema.pick(['licences']), texts);
    const result = await resolve(
      { licences: [{ number: '', season: '2026' }] },
      undefined,
      options,
    );
    expect(result.errors).toMatchObject({
      licences: [{ number: { message: 'validation.required' } }],
    });
  });

  it('answers the values the schema read when nothing is wrong', async () => {
    const resolve = commandResolver(createCategorySchema.pick(['name']), texts);
    const result = await resolve({ name: ' Seniori ' }, undefined, options);
    expect(result).toEqual({ values: { name: 'Seniori' }, errors: {} });
  });

  it('leaves a key the form does not name as it is', () => {
    expect(formText(texts, 'catalogue.teams.logoTooLarge')).toBe('catalogue.teams.logoTooLarge');
  });
});
