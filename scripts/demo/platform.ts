import { randomUUID } from 'node:crypto';
import {
  defaultPlatformId,
  fibaStandingsConfig,
  streams,
  systemMetadata,
  type EventStore,
  type PlatformSettingsChanged,
} from '@courtside/events';

/** The demo platform's texts: what a real league association would publish. */
const privacyText = [
  'Courtside čuva samo podatke potrebne za vođenje liga: imena igrača, timova i zvaničnika, rezultate utakmica i kontakt podatke koje nam pošaljete.',
  'Javne stranice prikazuju rezultate, tabele i rasporede. Lični podaci igrača (JMBG, datum i mesto rođenja) nikada se ne objavljuju.',
  'Za uvid, ispravku ili brisanje svojih podataka pišite na privatnost@courtside.test.',
].join('\n\n');

const termsText = [
  'Rezultati i tabele objavljuju se onako kako ih unesu zvanični delegati i sudije; ispravke unosi savez.',
  'Sadržaj sajta smete prenositi uz navođenje izvora.',
].join('\n\n');

/**
 * Fills the demo platform's settings tabs (as the super-admin would in settings/platforms), so
 * /privacy, /terms and the settings screens show real content at once. The Atrium key is left
 * for the operator to set: a demo has none to give. Answers the last event's position.
 */
export async function seedDemoPlatform(
  store: EventStore,
  now: Date,
  seasonStartYear: number,
): Promise<string> {
  const platformId = defaultPlatformId;
  const tabs: PlatformSettingsChanged['data'][] = [
    {
      platformId,
      section: 'general',
      values: {
        site_name: 'Košarkaški savez Vojvodine',
        season_start: `${seasonStartYear}-09-01`,
        season_end: `${seasonStartYear + 1}-06-30`,
        default_language: 'sr-Latn',
        privacy_text: privacyText,
        terms_text: termsText,
      },
    },
    {
      platformId,
      section: 'contact',
      values: {
        notification_emails: ['kontakt@courtside.test', 'sekretar@courtside.test'],
        appointment_email: 'termini@courtside.test',
        appointment_phone: '+381 21 555 0199',
      },
    },
    { platformId, section: 'standings', values: { ...fibaStandingsConfig } },
    {
      platformId,
      section: 'atrium',
      values: { url: 'https://atrium.example.org/api/v1', key_changed: false },
    },
  ];
  const result = await store.append(
    streams.platform(platformId),
    tabs.map((data) => ({
      id: randomUUID(),
      type: 'PlatformSettingsChanged',
      data,
      metadata: systemMetadata(now),
    })),
    { expectedRevision: 'any' },
  );
  return result.position;
}
