import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import 'dayjs/locale/sr';
import 'dayjs/locale/sr-cyrl';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '../config/constants';
import { resources } from '../locales/resources';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    // Private modes may refuse storage; the default language is still a working app.
    return DEFAULT_LANGUAGE;
  }
}

/** dayjs locale names for the Mantine calendar's month and weekday names. */
export const dayjsLocale: Record<Language, string> = {
  'sr-Latn': 'sr',
  'sr-Cyrl': 'sr-cyrl',
  en: 'en',
};

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: resources.en },
    'sr-Latn': { translation: resources['sr-Latn'] },
    'sr-Cyrl': { translation: resources['sr-Cyrl'] },
  },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Our codes carry a script subtag (sr-Latn); i18next must not shorten them to "sr".
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
});

function syncDocument(language: string) {
  document.documentElement.lang = language;
}
syncDocument(i18n.language);
i18n.on('languageChanged', (language) => {
  syncDocument(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisting is acceptable; the switch still applies to this visit.
  }
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
