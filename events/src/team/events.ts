import * as yup from 'yup';
import type { EventOf } from '../event-of';
import { cyrillicNameColumn, cyrillicNameEventField } from '../script/cyrillic-name';

/** A player or official licence held by the team for a season. */
export const licenceSchema = yup.object({
  number: yup.string().required(),
  season: yup.string().required(),
});
export type Licence = yup.InferType<typeof licenceSchema>;

const teamFieldsSchema = {
  teamId: yup.number().integer().positive().required(),
  name: yup.string().required(),
  /** The name's own Cyrillic form where transliteration would be wrong; null: transliterate. */
  cyrillicName: cyrillicNameEventField(),
  fullName: yup.string().nullable().defined(),
  region: yup.string().nullable().defined(),
  categoryId: yup.number().integer().nullable().defined(),
  city: yup.string().nullable().defined(),
  /** The home arena; scheduling takes a contest's arena from the home team. */
  arenaId: yup.number().integer().nullable().defined(),
  link: yup.string().nullable().defined(),
  /** Path of the uploaded logo as gateway serves it, e.g. /api/uploads/teams/….png. */
  logo: yup.string().nullable().defined(),
  recreational: yup.boolean().required(),
  isAbsent: yup.boolean().required(),
  licences: yup.array(licenceSchema).required(),
};

export const teamCreatedSchema = yup.object(teamFieldsSchema);
export const teamUpdatedSchema = yup.object(teamFieldsSchema);
export const teamDeletedSchema = yup.object({
  teamId: yup.number().integer().positive().required(),
});

/** A team was added to the catalogue, on its own stream (`team-<id>`). */
export type TeamCreated = EventOf<'TeamCreated', typeof teamCreatedSchema>;

/** A team's fields were changed; carries every field as it now is. */
export type TeamUpdated = EventOf<'TeamUpdated', typeof teamUpdatedSchema>;

/** A team was removed from the catalogue (league tables keep its name). */
export type TeamDeleted = EventOf<'TeamDeleted', typeof teamDeletedSchema>;

export type TeamEvent = TeamCreated | TeamUpdated | TeamDeleted;

/** A team's fields under the read side's names (the spec's snake_case). */
export function teamFields(data: TeamCreated['data']) {
  return {
    id: data.teamId,
    name: data.name,
    cyrillic_name: cyrillicNameColumn(data.cyrillicName),
    full_name: data.fullName,
    region: data.region,
    category_id: data.categoryId,
    city: data.city,
    arena_id: data.arenaId,
    link: data.link,
    logo: data.logo,
    recreational: data.recreational,
    is_absent: data.isAbsent,
    licences: data.licences,
  };
}
