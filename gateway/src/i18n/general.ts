import type { AreaTexts } from './keys';

/** The gateway's Serbian texts for requests, validation and failures every area shares. */
export const generalTexts = {
  'sr-Latn': {
    unknownField: 'Ovo polje nije dozvoljeno.',
    idempotencyKeyReused: 'Ovaj Idempotency-Key je već upotrebljen za drugačiji zahtev.',
    unstorableText:
      'Ovaj tekst sadrži znak koji se ne može sačuvati (NUL ili neispravan Unicode surogat).',
    duplicates: 'Izabrane vrednosti ne mogu se ponavljati.',
    notFound: 'Zapis nije pronađen u bazi podataka.',
    invalid: 'Uneti podaci nisu ispravni.',
    required: 'Ovo polje je obavezno.',
    validNumber: 'Unesite ispravan broj.',
    validName: 'Unesite ispravno ime.',
    somethingWrong: 'Nešto nije u redu.',
    validDate: 'Unesite ispravan datum (GGGG-MM-DD).',
    validSeason: 'Unesite ispravnu sezonu, npr. 2025/2026.',
    dateOrder: 'Krajnji datum ne može biti pre početnog.',
    retryIn: 'Pokušajte ponovo za {seconds} sekundi.',
    malformedJson: 'Telo zahteva nije ispravan JSON.',
    unavailable: 'Servis je privremeno nedostupan. Pokušajte ponovo za trenutak.',
  },
  'sr-Cyrl': {
    unknownField: 'Ово поље није дозвољено.',
    idempotencyKeyReused: 'Овај Idempotency-Key је већ употребљен за другачији захтев.',
    unstorableText:
      'Овај текст садржи знак који се не може сачувати (NUL или неисправан Unicode сурогат).',
    duplicates: 'Изабране вредности не могу се понављати.',
    notFound: 'Запис није пронађен у бази података.',
    invalid: 'Унети подаци нису исправни.',
    required: 'Ово поље је обавезно.',
    validNumber: 'Унесите исправан број.',
    validName: 'Унесите исправно име.',
    somethingWrong: 'Нешто није у реду.',
    validDate: 'Унесите исправан датум (ГГГГ-ММ-ДД).',
    validSeason: 'Унесите исправну сезону, нпр. 2025/2026.',
    dateOrder: 'Крајњи датум не може бити пре почетног.',
    retryIn: 'Покушајте поново за {seconds} секунди.',
    malformedJson: 'Тело захтева није исправан JSON.',
    unavailable: 'Сервис је привремено недоступан. Покушајте поново за тренутак.',
  },
} satisfies AreaTexts;
