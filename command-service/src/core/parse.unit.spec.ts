import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { parseInput } from './parse';

const schema = yup.object({
  name: yup.string().typeError('validName').trim().required(),
});

describe('when a trimmed text field receives an array', () => {
  it('answers a validation error naming the field, not a crash', () => {
    let thrown: unknown;
    try {
      parseInput(schema, { name: ['x'] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    expect((thrown as ValidationError).fields).toEqual({ name: [{ key: 'validName' }] });
  });
});
