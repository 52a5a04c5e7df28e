import * as yup from 'yup';
import {
  closedCommandBody,
  commandFields as fields,
  isCalendarDate,
  sentAs,
} from '../command-fields';
import { standingsPointsField, tieBreakOrderField } from '../league/commands';
import {
  fibaTieBreakOrder,
  standingsConfigKeys,
  type StandingsConfig,
  type TieBreakCriterion,
} from '../league/rules';
import { isWebUrl } from '../team/commands';

/** The settings tabs of a platform (spec §2: settings/platforms/{id}/platform-settings/…). */
export const platformSettingsSections = ['contact', 'atrium', 'general', 'standings'] as const;
export type PlatformSettingsSection = (typeof platformSettingsSections)[number];

/** The one platform Courtside runs today; the routes keep the spec's `{id}` for more. */
export const defaultPlatformId = 1;

/** Limits of the settings forms. */
export const platformSettingsLimits = {
  maxNotificationEmails: 10,
  /** Privacy and terms texts: long enough for a real policy, short enough for one JSON body. */
  maxPageText: 20_000,
} as const;

/** Interface languages a platform may default to. */
export const platformLanguages = ['sr-Latn', 'sr-Cyrl', 'en'] as const;

const email = () =>
  yup.string().typeError('validEmail').trim().email('validEmail').max(255, 'validEmail');
const optionalEmail = () =>
  sentAs(email().nullable(), 'string', 'validEmail')
    .transform((value: string | null) => (value === '' ? null : value))
    .default(null);
const optionalText = (max: number) =>
  sentAs(
    yup.string().typeError('invalid').trim().max(max, 'invalid').nullable(),
    'string',
    'invalid',
  )
    .transform((value: string | null) => (value === '' ? null : value))
    .default(null);
const optionalDate = () =>
  optionalText(10).test('date', 'validDate', (value) => value == null || isCalendarDate(value));

/**
 * Contact: who is told of a new contact-form thread, and the contacts the public appointments
 * page shows. Shared by the settings form and the gateway.
 */
export const contactSettingsSchema = closedCommandBody({
  notification_emails: yup
    .array(email().required('validEmail'))
    .typeError('invalid')
    .max(platformSettingsLimits.maxNotificationEmails, 'invalid')
    .default([]),
  appointment_email: optionalEmail(),
  appointment_phone: optionalText(50),
});

/**
 * General: site name, the current season's first and last day, the default language and the
 * public privacy and terms texts (plain paragraphs, never HTML).
 */
export const generalSettingsSchema = closedCommandBody({
  site_name: sentAs(fields.name(), 'string', 'validName'),
  season_start: optionalDate(),
  season_end: optionalDate().test('after-start', 'dateOrder', function endsAfterStart(value) {
    const start = (this.parent as { season_start?: string | null }).season_start;
    return value == null || start == null || value >= start;
  }),
  default_language: sentAs(
    yup.string().typeError('invalid').oneOf(platformLanguages, 'invalid'),
    'string',
    'invalid',
  ).default('sr-Latn'),
  privacy_text: optionalText(platformSettingsLimits.maxPageText),
  terms_text: optionalText(platformSettingsLimits.maxPageText),
});

const points = standingsPointsField;

/**
 * Standings: the points and the tie-break order every new league starts with. The order is
 * optional (a tab saved before it existed, or a client that does not send it, keeps FIBA's).
 */
export const standingsSettingsSchema = closedCommandBody({
  ...(Object.fromEntries(standingsConfigKeys.map((key) => [key, points()])) as Record<
    keyof StandingsConfig,
    ReturnType<typeof points>
  >),
  tie_break_order: tieBreakOrderField().default(() => [...fibaTieBreakOrder]),
});

/**
 * Atrium: the connection's address and key. `key` absent keeps the stored one, '' removes it;
 * the key is written once and never read back.
 */
export const atriumSettingsSchema = closedCommandBody({
  url: optionalText(255).test('url', 'validUrl', (value) => value == null || isWebUrl(value)),
  key: sentAs(
    yup.string().typeError('invalid').max(512, 'invalid').optional(),
    'string',
    'invalid',
  ),
});

/** Body of `POST /api/admin/platforms/:id/season-end`: the season to close. */
export const seasonEndSchema = closedCommandBody({
  season: sentAs(fields.name(), 'string', 'validName'),
});

export const platformSettingsSchemas = {
  contact: contactSettingsSchema,
  general: generalSettingsSchema,
  standings: standingsSettingsSchema,
  atrium: atriumSettingsSchema,
} as const;

export type ContactSettings = yup.InferType<typeof contactSettingsSchema>;
export type GeneralSettings = yup.InferType<typeof generalSettingsSchema>;
/** The standings tab: points for each result and the order the tie-breaks apply in. */
export type StandingsSettings = StandingsConfig & { tie_break_order: TieBreakCriterion[] };
/** Atrium as the API shows it: the key only as set or not set. */
export interface AtriumSettingsView {
  url: string | null;
  key: 'set' | 'not set';
}

/** What each tab answers (GET) and what a fresh platform shows. */
export interface PlatformSettingsView {
  contact: ContactSettings;
  general: GeneralSettings;
  standings: StandingsSettings;
  atrium: AtriumSettingsView;
}

/** A platform in the settings list. */
export interface PlatformSummary {
  id: number;
  site_name: string;
  closed_seasons: string[];
}

/** Public: what the privacy and terms pages show. */
export interface PublicPlatformPage {
  site_name: string;
  text: string | null;
}
