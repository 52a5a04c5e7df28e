import { NotFoundError } from './errors';

/** An id from a path (or an in-process caller): anything but a positive integer names no record. */
export function recordId(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw new NotFoundError();
  return id;
}
