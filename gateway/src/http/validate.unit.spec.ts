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

describe('when the field a check names is also a name on every object', () => {
  // A schema refusing unknown fields names them; `constructor` and `__proto__` are field
  // names a client may send like any other.
  const strict = schema.test('known-fields', 'unknownField', function check() {
    const given = this.originalValue as Record<string, unknown>;
    const unknown = Object.keys(given).filter((field) => field !== 'name');
    if (unknown.length === 0) return true;
    return new yup.ValidationError(
      unknown.map((field) => this.createError({ path: field, message: 'unknownField' })),
    );
  });

  it('names the field as invalid input instead of failing the request', () => {
    const input = JSON.parse('{"name":"Liga","constructor":1,"__proto__":{},"toString":2}');
    let thrown: unknown;
    try {
      validate(strict, input);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    expect({ ...(thrown as ValidationError).fields }).toEqual({
      constructor: ['unknownField'],
      ['__proto__']: ['unknownField'],
      toString: ['unknownField'],
    });
  });
});
