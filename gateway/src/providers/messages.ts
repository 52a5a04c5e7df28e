import type { ProviderErrorKind, ProviderName } from '@courtside/integrations/providers';
import type { Locale } from '../i18n';

/** The providers' names as the administrator reads them. */
const providerNames: Record<ProviderName, string> = {
  'genius-sports': 'Genius Sports',
  atrium: 'Atrium',
};

type Texts = Record<ProviderErrorKind | 'importRunning', string>;

/** What the administrator is told when a provider fails, in each interface language. */
const texts: Record<Locale, Texts> = {
  en: {
    credentials:
      '{provider} refused the credentials. Check the URL and key (Atrium: platform settings, Atrium tab; Genius Sports: server configuration).',
    not_configured:
      '{provider} is not configured. Enter its URL and key (Atrium: platform settings, Atrium tab; Genius Sports: server configuration).',
    unreachable: '{provider} cannot be reached. Check its URL, or try again later.',
    timeout: '{provider} did not answer in time. Nothing was imported; try again later.',
    server: '{provider} answered with an error of its own. Nothing was imported; try again later.',
    malformed: '{provider} sent data Courtside cannot read. Nothing was imported.',
    not_found: '{provider} does not know this item.',
    importRunning: 'This import is already being applied. Wait for it to finish, then look again.',
  },
  'sr-Latn': {
    credentials:
      '{provider} je odbio pristupne podatke. Proverite adresu i ključ (Atrium: podešavanja platforme, kartica Atrium; Genius Sports: konfiguracija servera).',
    not_configured:
      '{provider} nije podešen. Unesite adresu i ključ (Atrium: podešavanja platforme, kartica Atrium; Genius Sports: konfiguracija servera).',
    unreachable: '{provider} nije dostupan. Proverite adresu ili pokušajte kasnije.',
    timeout: '{provider} nije odgovorio na vreme. Ništa nije uvezeno; pokušajte kasnije.',
    server: '{provider} je odgovorio greškom. Ništa nije uvezeno; pokušajte kasnije.',
    malformed:
      '{provider} je poslao podatke koje Courtside ne može da pročita. Ništa nije uvezeno.',
    not_found: '{provider} ne zna za ovu stavku.',
    importRunning: 'Ovaj uvoz se već primenjuje. Sačekajte da se završi, pa pogledajte ponovo.',
  },
  'sr-Cyrl': {
    credentials:
      '{provider} је одбио приступне податке. Проверите адресу и кључ (Atrium: подешавања платформе, картица Atrium; Genius Sports: конфигурација сервера).',
    not_configured:
      '{provider} није подешен. Унесите адресу и кључ (Atrium: подешавања платформе, картица Atrium; Genius Sports: конфигурација сервера).',
    unreachable: '{provider} није доступан. Проверите адресу или покушајте касније.',
    timeout: '{provider} није одговорио на време. Ништа није увезено; покушајте касније.',
    server: '{provider} је одговорио грешком. Ништа није увезено; покушајте касније.',
    malformed:
      '{provider} је послао податке које Courtside не може да прочита. Ништа није увезено.',
    not_found: '{provider} не зна за ову ставку.',
    importRunning: 'Овај увоз се већ примењује. Сачекајте да се заврши, па погледајте поново.',
  },
};

export function providerMessage(
  locale: Locale,
  provider: ProviderName,
  kind: ProviderErrorKind | 'importRunning',
): string {
  return texts[locale][kind].replace('{provider}', providerNames[provider]);
}
