import * as yup from 'yup';
import { commandBody as body, commandFields as fields, isCalendarDate } from '../command-fields';
import { isWebUrl } from '../team/commands';
import { clubOfficialRoles } from './events';
import { jmbgProblem } from './jmbg';
import { cyrillicNameField } from '../script/cyrillic-name';

/** Where gateway serves uploaded logos and photos; anything else is not one of ours. */
const uploadPath = /^\/api\/uploads\/teams\/[A-Za-z0-9_-]{1,100}\.(png|jpe?g|gif|webp)$/;
/** A season as the categories write it: 2025/26 or 2025/2026. */
const seasonPattern = /^\d{4}\/(\d{2}|\d{4})$/;

const season = () =>
  fields.name().matches(seasonPattern, { message: 'validSeason', excludeEmptyString: true });

/** Body of `POST /clubs` and `PUT /clubs/:id` (every field as it should now be). */
export const clubSchema = body({
  name: fields.name(),
  cyrillic_name: cyrillicNameField(),
  city: fields.text(),
  region: fields.text(),
  arena_id: fields.id().nullable().default(null),
  logo: fields.text().matches(uploadPath, { message: 'invalid', excludeEmptyString: true }),
  link: fields.text().test('url', 'validUrl', (value) => value == null || isWebUrl(value)),
  contact: fields.text(),
  team_ids: yup
    .array(fields.id().required('required'))
    .typeError('invalid')
    .max(50, 'invalid')
    .default([]),
});
export type ClubInput = yup.InferType<typeof clubSchema>;

/**
 * Body of `POST /licences` for a player. The JMBG is checked here (digits, check digit, birth
 * date), so the web form and command-service refuse the same numbers; uniqueness is the
 * database's (command-service claims it).
 */
export const playerLicenceSchema = body({
  kind: yup
    .string()
    .oneOf(['player'] as const, 'invalid')
    .required('required'),
  club_id: fields.id().required('required'),
  season: season(),
  first_name: fields.name(),
  last_name: fields.name(),
  cyrillic_first_name: cyrillicNameField(),
  cyrillic_last_name: cyrillicNameField(),
  birth_date: yup
    .string()
    .typeError('validDate')
    .required('required')
    .test('date', 'validDate', (value) => isCalendarDate(value)),
  birth_place: fields.text(),
  ebr: fields.text(),
  jmbg: yup
    .string()
    .typeError('jmbgFormat')
    .trim()
    .required('required')
    .test('jmbg', 'jmbgFormat', function valid(value) {
      const birthDate: unknown = this.parent.birth_date;
      const problem = jmbgProblem(
        value ?? '',
        typeof birthDate === 'string' && isCalendarDate(birthDate) ? birthDate : null,
      );
      return problem === null || this.createError({ message: problem });
    }),
  photo: fields.text().matches(uploadPath, { message: 'invalid', excludeEmptyString: true }),
  number: fields
    .jsonInteger()
    .min(0, 'validNumber')
    .max(99, 'validNumber')
    .nullable()
    .default(null),
  position: fields.text(),
});
export type PlayerLicenceInput = yup.InferType<typeof playerLicenceSchema>;

/** Body of `POST /licences` for a club official. */
export const officialLicenceSchema = body({
  kind: yup
    .string()
    .oneOf(['official'] as const, 'invalid')
    .required('required'),
  club_id: fields.id().required('required'),
  season: season(),
  first_name: fields.name(),
  last_name: fields.name(),
  cyrillic_first_name: cyrillicNameField(),
  cyrillic_last_name: cyrillicNameField(),
  role: yup.string().typeError('invalid').oneOf(clubOfficialRoles, 'invalid').required('required'),
  licence_number: fields.name(),
});
export type OfficialLicenceInput = yup.InferType<typeof officialLicenceSchema>;

/** The schema for a licence body by its `kind` (player unless it says official). */
export function licenceSchemaFor(input: unknown) {
  const kind = (input as { kind?: unknown } | null)?.kind;
  return kind === 'official' ? officialLicenceSchema : playerLicenceSchema;
}

/** Body of `POST /licences/:id/transfer`. */
export const transferLicenceSchema = body({
  club_id: fields.id().required('required'),
  season: season(),
  reason: fields.text(),
});
export type TransferLicenceInput = yup.InferType<typeof transferLicenceSchema>;

/** Body of `POST /licences/:id/revoke`. */
export const revokeLicenceSchema = body({ reason: fields.text() });
export type RevokeLicenceInput = yup.InferType<typeof revokeLicenceSchema>;
