import * as yup from 'yup';
import type { EventOf } from '../event-of';
import { cyrillicNameColumn, cyrillicNameEventField } from '../script/cyrillic-name';

const clubFieldsSchema = {
  clubId: yup.number().integer().positive().required(),
  name: yup.string().required(),
  /** The name's own Cyrillic form where transliteration would be wrong; null: transliterate. */
  cyrillicName: cyrillicNameEventField(),
  city: yup.string().nullable().defined(),
  region: yup.string().nullable().defined(),
  arenaId: yup.number().integer().nullable().defined(),
  /** Path of an uploaded logo as gateway serves it. */
  logo: yup.string().nullable().defined(),
  link: yup.string().nullable().defined(),
  /** Email address or phone number the public may use. */
  contact: yup.string().nullable().defined(),
  /** The club's teams of the catalogue (one per category it plays in). */
  teamIds: yup.array(yup.number().integer().positive().required()).required(),
};

export const clubCreatedSchema = yup.object(clubFieldsSchema);
export const clubUpdatedSchema = yup.object(clubFieldsSchema);
export const clubDeletedSchema = yup.object({
  clubId: yup.number().integer().positive().required(),
});

/** A club was added, on its own stream (`club-<id>`). */
export type ClubCreated = EventOf<'ClubCreated', typeof clubCreatedSchema>;

/** A club's fields or teams changed; carries every field as it now is. */
export type ClubUpdated = EventOf<'ClubUpdated', typeof clubUpdatedSchema>;

/** A club was removed (its licences stay in their own streams, with their history). */
export type ClubDeleted = EventOf<'ClubDeleted', typeof clubDeletedSchema>;

export type ClubEvent = ClubCreated | ClubUpdated | ClubDeleted;

/** A club's fields under the read side's names. */
export function clubFields(data: ClubCreated['data']) {
  return {
    id: data.clubId,
    name: data.name,
    cyrillic_name: cyrillicNameColumn(data.cyrillicName),
    city: data.city,
    region: data.region,
    arena_id: data.arenaId,
    logo: data.logo,
    link: data.link,
    contact: data.contact,
  };
}

/** The roles a licensed club official holds. */
export const clubOfficialRoles = [
  'coach',
  'assistant coach',
  'physio',
  'doctor',
  'manager',
  'team leader',
] as const;
export type ClubOfficialRole = (typeof clubOfficialRoles)[number];

const licenceIssuedFields = {
  licenceId: yup.number().integer().positive().required(),
  clubId: yup.number().integer().positive().required(),
  season: yup.string().required(),
  firstName: yup.string().required(),
  lastName: yup.string().required(),
  /** The names' own Cyrillic forms (a foreign player); null or absent: transliterate. */
  cyrillicFirstName: cyrillicNameEventField(),
  cyrillicLastName: cyrillicNameEventField(),
};

/** A player's licence: the private identity fields live only here and in the admin views. */
export const playerLicenceIssuedSchema = yup.object({
  ...licenceIssuedFields,
  kind: yup
    .string()
    .oneOf(['player'] as const)
    .required(),
  birthDate: yup.string().required(),
  birthPlace: yup.string().nullable().defined(),
  ebr: yup.string().nullable().defined(),
  jmbg: yup.string().required(),
  photo: yup.string().nullable().defined(),
  number: yup.number().integer().nullable().defined(),
  position: yup.string().nullable().defined(),
});

/** A club official's licence (coach, physio, manager, …). */
export const officialLicenceIssuedSchema = yup.object({
  ...licenceIssuedFields,
  kind: yup
    .string()
    .oneOf(['official'] as const)
    .required(),
  role: yup.string().required(),
  licenceNumber: yup.string().required(),
});

export const licenceTransferredSchema = yup.object({
  licenceId: yup.number().integer().positive().required(),
  fromClubId: yup.number().integer().positive().required(),
  toClubId: yup.number().integer().positive().required(),
  season: yup.string().required(),
  reason: yup.string().nullable().defined(),
});

export const licenceRevokedSchema = yup.object({
  licenceId: yup.number().integer().positive().required(),
  clubId: yup.number().integer().positive().required(),
  reason: yup.string().nullable().defined(),
});

/** A player was licensed to play for a club in a season, on the stream `licence-<id>`. */
export type PlayerLicenceIssued = EventOf<'PlayerLicenceIssued', typeof playerLicenceIssuedSchema>;

/** A club official was licensed for a club in a season. */
export type OfficialLicenceIssued = EventOf<
  'OfficialLicenceIssued',
  typeof officialLicenceIssuedSchema
>;

/** A licence moved to another club; the stream keeps every earlier club. */
export type LicenceTransferred = EventOf<'LicenceTransferred', typeof licenceTransferredSchema>;

/** A licence was withdrawn; its JMBG may be licensed again. */
export type LicenceRevoked = EventOf<'LicenceRevoked', typeof licenceRevokedSchema>;

export type LicenceEvent =
  PlayerLicenceIssued | OfficialLicenceIssued | LicenceTransferred | LicenceRevoked;
