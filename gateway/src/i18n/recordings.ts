import type { AreaTexts } from './keys';

/** The gateway's Serbian texts for recording bookings (issue 11). */
export const recordingTexts = {
  'sr-Latn': {
    bookingNotYourMatch: 'Možete zakazati snimanje samo utakmica svog kluba.',
    bookingMatchPast: 'Ova utakmica je već počela; mogu se zakazati samo predstojeće utakmice.',
    bookingMatchCancelled: 'Ova utakmica je otkazana, pa se ne može snimiti.',
    bookingNoVideoZone: 'Ova liga ne nudi video zonu.',
    bookingExists: 'Vaš klub je već zakazao snimanje ove utakmice.',
    bookingReasonRequired: 'Navedite razlog: klub će ga videti.',
    bookingWrongState:
      'Ova rezervacija se u međuvremenu promenila; osvežite stranu da vidite gde je.',
    bookingUnknownPackage: 'Izaberite jedan od paketa koje liga nudi.',
    bookingPackageNotOffered: 'Ova liga ne nudi taj paket; izaberite jedan od paketa koje nudi.',
    bookingNotCancellable:
      'Ova rezervacija se više ne može otkazati: snimanje je počelo ili je rezervacija završena.',
    recordingPackagesEmpty: 'Ponudite bar jedan paket snimanja.',
  },
  'sr-Cyrl': {
    bookingNotYourMatch: 'Можете заказати снимање само утакмица свог клуба.',
    bookingMatchPast: 'Ова утакмица је већ почела; могу се заказати само предстојеће утакмице.',
    bookingMatchCancelled: 'Ова утакмица је отказана, па се не може снимити.',
    bookingNoVideoZone: 'Ова лига не нуди видео зону.',
    bookingExists: 'Ваш клуб је већ заказао снимање ове утакмице.',
    bookingReasonRequired: 'Наведите разлог: клуб ће га видети.',
    bookingWrongState:
      'Ова резервација се у међувремену променила; освежите страну да видите где је.',
    bookingUnknownPackage: 'Изаберите један од пакета које лига нуди.',
    bookingPackageNotOffered: 'Ова лига не нуди тај пакет; изаберите један од пакета које нуди.',
    bookingNotCancellable:
      'Ова резервација се више не може отказати: снимање је почело или је резервација завршена.',
    recordingPackagesEmpty: 'Понудите бар један пакет снимања.',
  },
} satisfies AreaTexts;
