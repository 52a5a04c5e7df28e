import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { validate } from './validate';

const schema = yup.object({
  name: yup.string().typeError('validName').trim().required('required'),
});

function fieldsOf(input: unknown): unknown {
  try {
    validate(schema, input);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).fields;
  }
}

describe('when a trimmed text field receives another type', () => {
  it('names the field as invalid input instead of failing the request', () => {
    expect(fieldsOf({ name: ['x'] })).toEqual({ name: ['validName'] });
    expect(fieldsOf({ name: { nested: true } })).toEqual({ name: ['validName'] });
  });

  it('still trims and accepts a text', () => {
    expect(validate(schema, { name: '  Prva liga ' })).toEqual({ name: 'Prva liga' });
  });
});
