import type { AreaTexts } from './keys';

/** The gateway's Serbian texts for the public site's forms and the platform settings, and the league edit screen (issue 10). */
export const publicSiteTexts = {
  'sr-Latn': {
    // A closed season's leagues are read-only.
    seasonClosed: 'Ova sezona je završena: njene lige se više ne mogu menjati.',
    seasonAlreadyClosed: 'Ova sezona je već završena.',
    unknownSeason: 'Takva sezona ne postoji.',
    // The tie-break order of the standings tab (criteria as the API names them).
    tieBreakUnknown:
      'Takav kriterijum ne postoji: izaberite head-to-head points, head-to-head point difference, head-to-head points scored, point difference ili points scored.',
    tieBreakRepeated: 'Svaki kriterijum se može navesti samo jednom.',
    tieBreakEmpty: 'Izaberite bar jedan kriterijum.',
    // The contact and appointment forms.
    captchaRequired: 'Provera mora biti završena.',
    captchaError: 'Greška provere. Ponovite proveru i pošaljite obrazac.',
    appointmentDuration: 'Očekivano trajanje utakmice od 30 do 240 minuta.',
    appointmentOverlap: 'Ova hala je već zauzeta u to vreme. Izaberite drugo vreme ili halu.',
    appointmentInPast: 'Izaberite vreme početka koje tek predstoji.',
    // A league with results cannot be deleted.
    leagueHasResults: 'Ova liga već ima rezultate, pa se više ne može obrisati.',
  },
  'sr-Cyrl': {
    seasonClosed: 'Ова сезона је завршена: њене лиге се више не могу мењати.',
    seasonAlreadyClosed: 'Ова сезона је већ завршена.',
    unknownSeason: 'Таква сезона не постоји.',
    tieBreakUnknown:
      'Такав критеријум не постоји: изаберите head-to-head points, head-to-head point difference, head-to-head points scored, point difference или points scored.',
    tieBreakRepeated: 'Сваки критеријум се може навести само једном.',
    tieBreakEmpty: 'Изаберите бар један критеријум.',
    captchaRequired: 'Провера мора бити завршена.',
    captchaError: 'Грешка провере. Поновите проверу и пошаљите образац.',
    appointmentDuration: 'Очекивано трајање утакмице од 30 до 240 минута.',
    appointmentOverlap: 'Ова хала је већ заузета у то време. Изаберите друго време или халу.',
    appointmentInPast: 'Изаберите време почетка које тек предстоји.',
    leagueHasResults: 'Ова лига већ има резултате, па се више не може обрисати.',
  },
} satisfies AreaTexts;
