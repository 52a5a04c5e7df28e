// The gateway's texts by area live in ./i18n/ (one file per area, both Serbian scripts side by
// side); this file assembles them and holds the lookups every route uses.
import type { Request } from 'express';
import { fillPlaceholders, isMessageRef, messages, type MessageParams } from '@courtside/events';
import { accountTexts } from './i18n/accounts';
import { catalogueTexts } from './i18n/catalogue';
import { clubTexts } from './i18n/clubs';
import { deadLetterTexts } from './i18n/dead-letters';
import { generalTexts } from './i18n/general';
import { gatewayMessages, type Locale, type TextKey } from './i18n/keys';
import { leagueTexts } from './i18n/leagues';
import { officialDeskTexts } from './i18n/official-desk';
import { officialTestTexts } from './i18n/official-tests';
import { publicSiteTexts } from './i18n/public-site';
import { recordingTexts } from './i18n/recordings';
import { videoWatchingTexts } from './i18n/video-watching';
import { videoTexts } from './i18n/videos';
import { webhookTexts } from './i18n/webhooks';
import { workflowTexts } from './i18n/workflows';

export type { Locale, TextKey } from './i18n/keys';

const en: Record<TextKey, string> = { ...messages, ...gatewayMessages };

/** One Serbian script's table, spread area by area so the compiler checks it has every key. */
function serbian(script: 'sr-Latn' | 'sr-Cyrl'): Record<TextKey, string> {
  return {
    ...generalTexts[script],
    ...accountTexts[script],
    ...catalogueTexts[script],
    ...leagueTexts[script],
    ...officialDeskTexts[script],
    ...officialTestTexts[script],
    ...clubTexts[script],
    ...publicSiteTexts[script],
    ...recordingTexts[script],
    ...videoWatchingTexts[script],
    ...videoTexts[script],
    ...workflowTexts[script],
    ...webhookTexts[script],
    ...deadLetterTexts[script],
  };
}

const srLatn = serbian('sr-Latn');
const srCyrl = serbian('sr-Cyrl');

const tables: Record<Locale, Record<TextKey, string>> = {
  en,
  'sr-Latn': srLatn,
  'sr-Cyrl': srCyrl,
};

const known: Record<string, Locale> = {
  'sr-latn': 'sr-Latn',
  'sr-cyrl': 'sr-Cyrl',
  en: 'en',
  sr: 'sr-Latn',
};

/**
 * Picks the locale from an Accept-Language header by quality. Plain "sr" means Latin, the
 * product default; longer tags ("en-GB", "sr-Cyrl-RS") match by their first subtags.
 */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return 'sr-Latn';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const subtags = tag.split('-');
    const match = known[subtags.slice(0, 2).join('-')] ?? known[subtags[0] ?? ''];
    if (match) return match;
  }
  return 'sr-Latn';
}

/** The locale of an HTTP request. */
export function localeOf(req: Pick<Request, 'get'>): Locale {
  return localeFromHeader(req.get('accept-language'));
}

/** True when the text is one of the gateway's keys (yup messages may be its own defaults). */
export function isTextKey(value: string): value is TextKey {
  return Object.hasOwn(en, value);
}

/** Text for a key in a locale, with {placeholders} filled in. */
export function translate(locale: Locale, key: TextKey, params: MessageParams = {}): string {
  return fillPlaceholders(tables[locale][key], params);
}

/**
 * Words a message relayed from command-service, which sends references (`{ key, params }`),
 * never texts. Anything that is not a reference passes unchanged.
 */
export function translateRelayed(locale: Locale, message: unknown): unknown {
  return isMessageRef(message) ? translate(locale, message.key, message.params) : message;
}
