import * as yup from 'yup';
import {
  leagueOfficialRoles,
  updateLeagueSchema,
  type LeagueOfficialRole,
} from '@courtside/events';
import { ValidationError } from '../errors';

/** Unknown body fields are invalid input, never silently dropped. */
export function rejectUnknown(body: unknown, allowed: readonly string[]): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError({ body: ['invalid'] });
  }
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw new ValidationError(Object.fromEntries(unknown.map((key) => [key, ['invalid']])));
  }
}

/**
 * The fields `PATCH /api/admin/leagues/:id` accepts: UpdateLeague's. Its body, like every
 * officials body, is validated by the command schemas of @courtside/events.
 */
export const leagueEditFields = Object.keys(updateLeagueSchema.fields);

/** `GET /api/admin/officials?role&search`. */
export const pickerSchema = yup.object({
  role: yup.mixed<LeagueOfficialRole>().oneOf(leagueOfficialRoles, 'invalid').optional(),
  search: yup.string().typeError('invalid').trim().max(255, 'invalid').optional(),
});
