import { NotFoundError } from '../errors';

const maxId = 2_147_483_647;

/**
 * A route's numeric id. Anything else (letters, zero, too big for the int columns) is an
 * unknown record, not invalid input, matching the spec's `{id numeric}` routes.
 */
export function idParam(value: unknown): number {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) throw new NotFoundError();
  const id = Number(value);
  if (id > maxId) throw new NotFoundError();
  return id;
}

/** A calendar day as YYYY-MM-DD if the parts form a real date, else null. */
export function isoDay(year: string, month: string, day: string): string | null {
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    date.getUTCFullYear() !== Number(year) ||
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day)
  ) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}
