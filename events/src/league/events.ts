import * as yup from 'yup';
import { feesSchema, standingsConfigSchema } from './league-updated';
import type { EventOf } from '../event-of';
import { cyrillicNameColumn, cyrillicNameEventField } from '../script/cyrillic-name';

export const leagueKinds = ['league', 'tournament', 'play-off', 'free-form'] as const;
export type LeagueKind = (typeof leagueKinds)[number];

export const leagueCreatedSchema = yup.object({
  leagueId: yup.number().integer().positive().required(),
  kind: yup.mixed<LeagueKind>().oneOf(leagueKinds).required(),
  name: yup.string().required(),
  /** The name's own Cyrillic form where transliteration would be wrong; null: transliterate. */
  cyrillicName: cyrillicNameEventField(),
  email: yup.string().nullable().defined(),
  sortIndex: yup.number().integer().required(),
  public: yup.boolean().required(),
  numberOfTeams: yup.number().integer().required(),
  rounds: yup.number().integer().required(),
  weeks: yup.number().integer().nullable().defined(),
  /** Calendar date, YYYY-MM-DD. */
  startDate: yup.string().required(),
  categoryId: yup.number().integer().nullable().defined(),
  city: yup.string().nullable().defined(),
  recreational: yup.boolean().required(),
  // Settings a league may be created with; absent on leagues created before they existed
  // (read as off, FIBA points and no fees).
  videoZone: yup.boolean().optional(),
  apiIntegration: yup.boolean().optional(),
  /** Issue 11: every approved club may watch this league's videos, not only the two playing. */
  videoOpenToClubs: yup.boolean().optional(),
  /** Issue 12: synced to the scoreboard and workflow services, matches and roster each. */
  scoreboardSync: yup.boolean().optional(),
  scoreboardSyncMatches: yup.boolean().optional(),
  scoreboardSyncRoster: yup.boolean().optional(),
  standingsConfig: standingsConfigSchema.optional(),
  fees: feesSchema.optional(),
});

export const teamRegisteredSchema = yup.object({
  leagueId: yup.number().integer().positive().required(),
  team: yup
    .object({
      id: yup.number().integer().positive().required(),
      name: yup.string().required(),
      fullName: yup.string().nullable().defined(),
      city: yup.string().nullable().defined(),
    })
    .required(),
});

/** Issue 12: a league's team renamed (its provider renamed it); the name trimmed, 1–255 long. */
export const leagueTeamRenamedSchema = yup.object({
  leagueId: yup.number().integer().positive().required(),
  teamId: yup.number().integer().positive().required(),
  name: yup.string().required(),
});

/** A league (any of the four kinds) was created. */
export type LeagueCreated = EventOf<'LeagueCreated', typeof leagueCreatedSchema>;

/** A team joined a league. */
export type TeamRegistered = EventOf<'TeamRegistered', typeof teamRegisteredSchema>;

/** A team of a league was renamed. */
export type LeagueTeamRenamed = EventOf<'LeagueTeamRenamed', typeof leagueTeamRenamedSchema>;

export type LeagueEvent = LeagueCreated | TeamRegistered | LeagueTeamRenamed;

/**
 * A created league's fields under the names the read side uses (the spec's snake_case), so the
 * read models and the audit log spell them alike.
 */
export function leagueFields(data: LeagueCreated['data']) {
  return {
    id: data.leagueId,
    kind: data.kind,
    name: data.name,
    cyrillic_name: cyrillicNameColumn(data.cyrillicName),
    email: data.email,
    sort_index: data.sortIndex,
    public: data.public,
    number_of_teams: data.numberOfTeams,
    rounds: data.rounds,
    weeks: data.weeks,
    start_date: data.startDate,
    category_id: data.categoryId,
    city: data.city,
    recreational: data.recreational,
  };
}
