import type { Knex } from 'knex';
import {
  defaultPlatformId,
  fibaStandingsConfig,
  fibaTieBreakOrder,
  standingsConfigOf,
  tieBreakOrderOf,
  type ContactSettings,
  type GeneralSettings,
  type PlatformSettingsSection,
  type PlatformSettingsView,
  type PlatformSummary,
  type PublicPlatformPage,
} from '@courtside/events';
import { rmSchema } from '../db/tables';

/** What a platform shows before anyone saved a tab. */
export const platformDefaults: Omit<PlatformSettingsView, 'atrium'> & {
  atrium: { url: string | null };
} = {
  contact: { notification_emails: [], appointment_email: null, appointment_phone: null },
  general: {
    site_name: 'Courtside',
    season_start: null,
    season_end: null,
    default_language: 'sr-Latn',
    privacy_text: null,
    terms_text: null,
  },
  standings: { ...fibaStandingsConfig, tie_break_order: [...fibaTieBreakOrder] },
  atrium: { url: null },
};

/** True for the platforms there are (one today: {@link defaultPlatformId}). */
export function platformExists(id: number): boolean {
  return id === defaultPlatformId;
}

/** Each saved tab's values, by section. */
async function savedTabs(
  db: Knex,
  platformId: number,
): Promise<Partial<Record<PlatformSettingsSection, Record<string, unknown>>>> {
  const rows = (await db(`${rmSchema}.platform_settings`)
    .where('platform_id', platformId)
    .select('section', 'values')) as {
    section: PlatformSettingsSection;
    values: Record<string, unknown>;
  }[];
  return Object.fromEntries(rows.map((row) => [row.section, row.values]));
}

/**
 * A platform's contact, general and standings tabs, defaults where nothing was saved (FIBA's
 * tie-break order for a standings tab saved before the order was part of it).
 */
export async function platformSettings(db: Knex, platformId: number) {
  const saved = await savedTabs(db, platformId);
  return {
    contact: { ...platformDefaults.contact, ...saved.contact } as ContactSettings,
    general: { ...platformDefaults.general, ...saved.general } as GeneralSettings,
    standings: {
      ...standingsConfigOf(saved.standings),
      tie_break_order: tieBreakOrderOf(saved.standings?.tie_break_order),
    },
    atrium: {
      url: typeof saved.atrium?.url === 'string' ? saved.atrium.url : null,
    },
  };
}

/**
 * The addresses the contact tab names for new contact threads (empty when the tab was never
 * saved or lists none).
 */
export async function contactNotificationEmails(db: Knex, platformId: number): Promise<string[]> {
  const row = (await db(`${rmSchema}.platform_settings`)
    .where({ platform_id: platformId, section: 'contact' })
    .first('values')) as { values: Partial<ContactSettings> } | undefined;
  return row?.values.notification_emails ?? [];
}

/** The seasons ended so far, oldest first. */
export async function closedSeasons(db: Knex): Promise<string[]> {
  const rows = (await db(`${rmSchema}.closed_seasons`).orderBy('closed_at').select('season')) as {
    season: string;
  }[];
  return rows.map((row) => row.season);
}

/** The settings list: each platform with its site name and ended seasons. */
export async function listPlatforms(db: Knex): Promise<PlatformSummary[]> {
  const [settings, closed] = await Promise.all([
    platformSettings(db, defaultPlatformId),
    closedSeasons(db),
  ]);
  return [{ id: defaultPlatformId, site_name: settings.general.site_name, closed_seasons: closed }];
}

/** The privacy or terms page as the public sees it. */
export async function publicPlatformPage(
  db: Knex,
  page: 'privacy' | 'terms',
): Promise<PublicPlatformPage> {
  const { general } = await platformSettings(db, defaultPlatformId);
  return {
    site_name: general.site_name,
    text: page === 'privacy' ? general.privacy_text : general.terms_text,
  };
}

/** True when some category names the season (so it can be ended). */
export async function seasonKnown(db: Knex, season: string): Promise<boolean> {
  const row: unknown = await db(`${rmSchema}.categories`).where('season', season).first('id');
  return row !== undefined;
}
