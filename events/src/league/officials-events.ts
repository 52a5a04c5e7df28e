import * as yup from 'yup';
import type { EventOf } from '../event-of';

/** How an official serves a league (spec: lists per league). */
export const leagueOfficialRoles = [
  'referee',
  'assistant referee',
  'delegate',
  'statistician',
  'administrator',
] as const;
export type LeagueOfficialRole = (typeof leagueOfficialRoles)[number];

export const leagueOfficialSchema = yup.object({
  leagueId: yup.number().integer().positive().required(),
  /** The account (gateway's accounts table) serving the league. */
  accountId: yup.number().integer().positive().required(),
  role: yup.mixed<LeagueOfficialRole>().oneOf(leagueOfficialRoles).required(),
});

/** An account was put on one of a league's officials lists. */
export type LeagueOfficialAssigned = EventOf<'LeagueOfficialAssigned', typeof leagueOfficialSchema>;

/** An account was taken off one of a league's officials lists. */
export type LeagueOfficialUnassigned = EventOf<
  'LeagueOfficialUnassigned',
  typeof leagueOfficialSchema
>;

export type LeagueOfficialsEvent = LeagueOfficialAssigned | LeagueOfficialUnassigned;
