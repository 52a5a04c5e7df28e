import type { Language } from '../config/constants';

/** The currency league fees and officials' pay are kept in (spec §9: Serbian leagues). */
export const CURRENCY = 'RSD';

/** The Intl locale of each interface language: en-GB, or Serbian as written in Serbia. */
const intlLocale: Record<Language, string> = {
  en: 'en-GB',
  'sr-Latn': 'sr-Latn-RS',
  'sr-Cyrl': 'sr-Cyrl-RS',
};

const localeOf = (language: string) => intlLocale[language as Language] ?? intlLocale.en;

/** An amount with its currency, as the chosen language writes it ("1.234,50 RSD"). */
export function formatMoney(amount: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A count or measure, grouped as the chosen language groups digits ("12.345"). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}
