import { messages } from '@courtside/events';
import * as yup from 'yup';
import { NotFoundError } from './errors';

/**
 * Field builders for command input, so every command words its errors the same way and
 * every text comes from the shared catalogue (gateway translates them by text).
 */
export const fields = {
  name: () =>
    yup
      .string()
      .typeError(messages.validName)
      .trim()
      .max(255, messages.validName)
      .required(messages.required),
  text: () =>
    yup
      .string()
      .typeError(messages.invalid)
      .trim()
      .max(255, messages.invalid)
      .nullable()
      .transform((value: string | null) => (value === '' ? null : value))
      .default(null),
  integer: () => yup.number().typeError(messages.validNumber).integer(messages.validNumber),
  id: () => fields.integer().positive(messages.validNumber),
  boolean: (fallback: boolean) => yup.boolean().typeError(messages.invalid).default(fallback),
  /** The stream revision the caller last saw; revisions count from 0. */
  expectedRevision: () => fields.integer().min(0, messages.validNumber).required(messages.required),
};

/** A whole body: a JSON array, string or number where an object belongs is invalid input. */
export function body<Shape extends yup.ObjectShape>(shape: Shape) {
  return yup.object(shape).typeError(messages.invalid);
}

/** An id from a path (or an in-process caller): anything but a positive integer names no record. */
export function recordId(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw new NotFoundError();
  return id;
}
