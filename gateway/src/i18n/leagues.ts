import { contestOfficialLimits, leagueLimits, scoreLimits } from '@courtside/events';
import type { AreaTexts } from './keys';

/** The gateway's Serbian texts for leagues, schedules, brackets, scores and match officials. */
export const leagueTexts = {
  'sr-Latn': {
    correctionNotFinished: 'Rezultat se može ispraviti samo završenoj utakmici.',
    // 9D: an administrator's entry of a result after the fact.
    resultNotStarted: 'Utakmica još nije počela; rezultat se može uneti kada počne.',
    roundOrDate: 'Izaberite kolo ili datum, ne oba.',
    homeAwayDiffer: 'Domaći i gostujući tim moraju biti različiti.',
    noWinner: 'Nije moguće sačuvati kada nema pobednika.',
    scoreWindow: 'Ažuriranje rezultata trenutno nije dozvoljeno.',
    maxRounds: `Najviše ${leagueLimits.maxRounds} kola.`,
    maxTeams: `Najviše ${leagueLimits.maxTeams} timova.`,
    staleRevision:
      'Neko drugi je prvi sačuvao ovu utakmicu. Prikazan je njegov rezultat; unesite svoj ponovo.',
    contestClosed: 'Ova utakmica je odložena ili otkazana; njen rezultat se ne može menjati.',
    contestFinished: 'Ova utakmica je već završena.',
    teamNotInLeague: 'Oba tima moraju biti registrovana u ligi.',
    scheduleExists: 'Ova liga već ima utakmice; raspored se pravi samo jednom.',
    scheduleKind: 'Raspored se pravi samo za ligu ili turnir.',
    notEnoughTeams: 'Prvo prijavite najmanje dva tima.',
    bracketKind: 'Kostur takmičenja ima samo plej-of ili turnir.',
    bracketExists: 'Kostur takmičenja je već izvučen.',
    validBestOf: 'Serija se igra na 1, 3, 5 ili 7 utakmica.',
    teamsMoreThanLeague: 'Više timova nego što liga ima mesta.',
    fixturesKind: 'Utakmice se ručno unose samo u slobodnoj ligi.',
    unknownTeam: 'U ovoj ligi nema takvog tima.',
    contestStarted: 'Ova utakmica već ima rezultat; više se ne može preraspodeliti.',
    maxReferees: `Utakmica ima najviše ${contestOfficialLimits.referee} sudije.`,
    officialRole: 'Izabrani nalog ne može imati ovu ulogu.',
    scoreRange: `Unesite ceo broj od ${scoreLimits.min} do ${scoreLimits.max}.`,
  },
  'sr-Cyrl': {
    correctionNotFinished: 'Резултат се може исправити само завршеној утакмици.',
    // 9D: an administrator's entry of a result after the fact.
    resultNotStarted: 'Утакмица још није почела; резултат се може унети када почне.',
    roundOrDate: 'Изаберите коло или датум, не оба.',
    homeAwayDiffer: 'Домаћи и гостујући тим морају бити различити.',
    noWinner: 'Није могуће сачувати када нема победника.',
    scoreWindow: 'Ажурирање резултата тренутно није дозвољено.',
    maxRounds: `Највише ${leagueLimits.maxRounds} кола.`,
    maxTeams: `Највише ${leagueLimits.maxTeams} тимова.`,
    staleRevision:
      'Неко други је први сачувао ову утакмицу. Приказан је његов резултат; унесите свој поново.',
    contestClosed: 'Ова утакмица је одложена или отказана; њен резултат се не може мењати.',
    contestFinished: 'Ова утакмица је већ завршена.',
    teamNotInLeague: 'Оба тима морају бити регистрована у лиги.',
    scheduleExists: 'Ова лига већ има утакмице; распоред се прави само једном.',
    scheduleKind: 'Распоред се прави само за лигу или турнир.',
    notEnoughTeams: 'Прво пријавите најмање два тима.',
    bracketKind: 'Костур такмичења има само плеј-оф или турнир.',
    bracketExists: 'Костур такмичења је већ извучен.',
    validBestOf: 'Серија се игра на 1, 3, 5 или 7 утакмица.',
    teamsMoreThanLeague: 'Више тимова него што лига има места.',
    fixturesKind: 'Утакмице се ручно уносе само у слободној лиги.',
    unknownTeam: 'У овој лиги нема таквог тима.',
    contestStarted: 'Ова утакмица већ има резултат; више се не може прераспоредити.',
    maxReferees: `Утакмица има највише ${contestOfficialLimits.referee} судије.`,
    officialRole: 'Изабрани налог не може имати ову улогу.',
    scoreRange: `Унесите цео број од ${scoreLimits.min} до ${scoreLimits.max}.`,
  },
} satisfies AreaTexts;
