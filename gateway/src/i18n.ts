// Over 250 lines by its tables: every text of the gateway in sr-Latn and sr-Cyrl sits here, one
// table per language, so a translator sees each language whole; the code below them is 60 lines.
import type { Request } from 'express';
import {
  contestOfficialLimits,
  fillPlaceholders,
  isMessageRef,
  leagueLimits,
  matchFileLimits,
  messages,
  scoreLimits,
  type MessageKey,
  type MessageParams,
} from '@courtside/events';

/** Interface languages; Serbian Latin is the default. */
export type Locale = 'sr-Latn' | 'sr-Cyrl' | 'en';

/** Texts the gateway adds to the shared catalogue ({seconds} is filled in). */
const gatewayMessages = {
  retryIn: 'Please try again in {seconds} seconds.',
  malformedJson: 'The request body is not valid JSON.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  superAdminUndeletable: 'The super-admin role cannot be deleted.',
  superAdminRename: 'The super-admin role cannot be renamed.',
  nameTaken: 'This name is already taken.',
  unknownPermission: 'There is no such permission.',
  twoFactorInvalidCode: 'The provided two-factor authentication code was invalid.',
  twoFactorInvalidRecoveryCode: 'The provided two-factor recovery code was invalid.',
  twoFactorRequired: 'An administrator must enable two-factor authentication first.',
  twoFactorPending: 'Enter your two-factor authentication code first.',
  twoFactorAlreadyEnabled: 'Two-factor authentication is already enabled.',
  twoFactorNotEnabled: 'Two-factor authentication is not enabled.',
  cannotDisableSelf: 'You cannot disable your own account.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  ownsLeagues: 'This user owns leagues. Choose a new owner for them before deleting the user.',
  newOwnerInvalid: 'Choose an active administrator other than the user being deleted.',
  unknownRole: 'There is no such role for this kind of user.',
  superAdminGrant: 'Only a super-admin can give or take the super-admin role.',
  currentPasswordWrong: 'The current password is incorrect.',
  unknownLeague: 'There is no such league.',
  apiKeyInUrl:
    'API keys are accepted only in the Authorization or X-Api-Key header, never in the address.',
  leagueHasResults: 'This league already has results, so it can no longer be deleted.',
} as const;

/** Every text key the gateway can answer with. */
export type TextKey = MessageKey | keyof typeof gatewayMessages;

const en: Record<TextKey, string> = { ...messages, ...gatewayMessages };

const srLatn: Record<TextKey, string> = {
  correctionNotFinished: 'Rezultat se može ispraviti samo završenoj utakmici.',
  // 9D: an administrator's entry of a result after the fact.
  resultNotStarted: 'Utakmica još nije počela; rezultat se može uneti kada počne.',
  roundOrDate: 'Izaberite kolo ili datum, ne oba.',
  homeAwayDiffer: 'Domaći i gostujući tim moraju biti različiti.',
  noWinner: 'Nije moguće sačuvati kada nema pobednika.',
  teamLogoSize: 'Logo tima najviše 1000x1000.',
  uploadImage: 'Otpremljena datoteka mora biti slika (PNG, JPEG, GIF ili WebP), najviše 20 MB.',
  invalidUpload: 'Neispravna datoteka za otpremanje.',
  latitudeRange: 'Geografska širina mora biti između -90 i 90.',
  longitudeRange: 'Geografska dužina mora biti između -180 i 180.',
  validUrl: 'Unesite ispravnu veb adresu (http ili https).',
  unknownCategory: 'Takva kategorija ne postoji.',
  unknownArena: 'Takva hala ne postoji.',
  categoryInUse: 'Ovoj kategoriji još pripadaju lige; prvo ih premestite u drugu.',
  arenaInUse: 'Timovi još igraju kao domaćini u ovoj hali; prvo im dodelite drugu.',
  unknownField: 'Ovo polje nije dozvoljeno.',
  idempotencyKeyReused: 'Ovaj Idempotency-Key je već upotrebljen za drugačiji zahtev.',
  unstorableText:
    'Ovaj tekst sadrži znak koji se ne može sačuvati (NUL ili neispravan Unicode surogat).',
  teamNameTaken: 'Tim sa ovim imenom već postoji.',
  duplicateInFile: 'Ovo ime se u datoteci pojavljuje više puta.',
  scoreWindow: 'Ažuriranje rezultata trenutno nije dozvoljeno.',
  maxRounds: `Najviše ${leagueLimits.maxRounds} kola.`,
  maxTeams: `Najviše ${leagueLimits.maxTeams} timova.`,
  duplicates: 'Izabrane vrednosti ne mogu se ponavljati.',
  notFound: 'Zapis nije pronađen u bazi podataka.',
  staleRevision:
    'Neko drugi je prvi sačuvao ovu utakmicu. Prikazan je njegov rezultat; unesite svoj ponovo.',
  invalid: 'Uneti podaci nisu ispravni.',
  required: 'Ovo polje je obavezno.',
  validNumber: 'Unesite ispravan broj.',
  validName: 'Unesite ispravno ime.',
  unauthenticated: 'Niste prijavljeni.',
  unauthorized: 'Nemate ovlašćenje.',
  csrfMismatch: 'CSRF token se ne poklapa.',
  badCredentials: 'Ovi podaci se ne poklapaju sa našim evidencijama.',
  tooManyAttempts: 'Previše pokušaja. Sačekajte pre nego što pokušate ponovo.',
  contestClosed: 'Ova utakmica je odložena ili otkazana; njen rezultat se ne može menjati.',
  contestFinished: 'Ova utakmica je već završena.',
  teamNotInLeague: 'Oba tima moraju biti registrovana u ligi.',
  somethingWrong: 'Nešto nije u redu.',
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
  validDate: 'Unesite ispravan datum (GGGG-MM-DD).',
  validSeason: 'Unesite ispravnu sezonu, npr. 2025/2026.',
  dateOrder: 'Krajnji datum ne može biti pre početnog.',
  retryIn: 'Pokušajte ponovo za {seconds} sekundi.',
  malformedJson: 'Telo zahteva nije ispravan JSON.',
  scoreRange: `Unesite ceo broj od ${scoreLimits.min} do ${scoreLimits.max}.`,
  unavailable: 'Servis je privremeno nedostupan. Pokušajte ponovo za trenutak.',
  superAdminUndeletable: 'Uloga super-admin ne može se obrisati.',
  superAdminRename: 'Uloga super-admin ne može se preimenovati.',
  nameTaken: 'Ovo ime je već zauzeto.',
  unknownPermission: 'Takva dozvola ne postoji.',
  twoFactorInvalidCode: 'Uneti kod za dvofaktorsku autentifikaciju nije ispravan.',
  twoFactorInvalidRecoveryCode: 'Uneti kod za oporavak nije ispravan.',
  twoFactorRequired: 'Administrator mora prvo da uključi dvofaktorsku autentifikaciju.',
  twoFactorPending: 'Prvo unesite kod za dvofaktorsku autentifikaciju.',
  twoFactorAlreadyEnabled: 'Dvofaktorska autentifikacija je već uključena.',
  twoFactorNotEnabled: 'Dvofaktorska autentifikacija nije uključena.',
  cannotDisableSelf: 'Ne možete onemogućiti sopstveni nalog.',
  cannotDeleteSelf: 'Ne možete obrisati sopstveni nalog.',
  ownsLeagues: 'Ovaj korisnik je vlasnik liga. Izaberite novog vlasnika pre brisanja korisnika.',
  newOwnerInvalid: 'Izaberite aktivnog administratora koji nije korisnik koji se briše.',
  unknownRole: 'Takva uloga ne postoji za ovu vrstu korisnika.',
  superAdminGrant: 'Samo super-administrator može dati ili oduzeti ulogu super-administratora.',
  currentPasswordWrong: 'Trenutna lozinka nije ispravna.',
  unknownLeague: 'Takva liga ne postoji.',
  apiKeyInUrl:
    'API ključevi se primaju samo u zaglavlju Authorization ili X-Api-Key, nikada u adresi.',
  validEmail: 'Unesite ispravnu adresu e-pošte.',
  emailTaken: 'Ova adresa e-pošte je već registrovana.',
  passwordRule:
    'Lozinka mora imati najmanje 8 znakova, sa brojem, velikim slovom, malim slovom i specijalnim znakom.',
  passwordMismatch: 'Lozinke se ne poklapaju.',
  resetLinkSent: 'Ako ova adresa pripada nekom nalogu, poslali smo joj link za promenu lozinke.',
  passwordResetDone: 'Vaša lozinka je promenjena.',
  resetTokenInvalid: 'Ovaj link za promenu lozinke nije ispravan ili je istekao.',
  unknownClub: 'Ne postoji klub sa ovim imenom.',
  unknownSport: 'Takav sport ne postoji.',
  awaitingApproval: 'Vaš nalog čeka da ga administrator odobri.',
  matchFileTooLarge: 'Datoteka je veća od 20 MB.',
  matchFileCount: `Utakmica može imati najviše ${matchFileLimits.maxFiles} datoteka; prvo uklonite jednu.`,
  matchFileKind: 'Izaberite šta je datoteka: fotografija objekta, zapisnik ili drugi dokument.',
  reportText: 'Najviše 5000 znakova.',
  reportAttendance: 'Unesite broj gledalaca, ceo broj od 0 do 100000.',
  reportEntries: 'Najviše 30 stavki.',
  // Officials' tests (issue 9C).
  testCorrectCount:
    'Pitanje sa jednim odgovorom ima tačno jednu tačnu opciju; sa više odgovora, bar jednu.',
  testOptions: 'Pitanje ima od 2 do 10 opcija.',
  testQuestions: 'Test ima od 1 do 100 pitanja.',
  testPassMark: 'Prag za prolaz je procenat od 1 do 100.',
  testTimeLimit: 'Vremensko ograničenje je od 1 do 240 minuta.',
  testAssignOfficial: 'Test se može dodeliti samo aktivnim službenim licima.',
  testAlreadyTaken: 'Već ste polagali ovaj test.',
  testNotStarted: 'Započnite test pre predaje odgovora.',
  testTimeUp: 'Vreme za ovaj test je isteklo; odgovori nisu prihvaćeni.',
  testUnknownAnswer: 'Ovaj odgovor navodi pitanje ili opciju koje test nema.',
  testOneAnswer: 'Ovo pitanje ima samo jedan odgovor.',
  jmbgFormat: 'JMBG mora imati tačno 13 cifara.',
  jmbgCheckDigit: 'JMBG nije ispravan: kontrolna cifra je pogrešna.',
  jmbgBirthDate: 'JMBG se ne slaže sa datumom rođenja.',
  jmbgTaken: 'JMBG mora biti jedinstven: već je licenciran za klub {club}.',
  noSuchClub: 'Takav klub ne postoji.',
  clubNameTaken: 'Klub sa ovim imenom već postoji.',
  teamInOtherClub: 'Ovaj tim već pripada drugom klubu.',
  licenceRevoked: 'Ova licenca je povučena.',
  sameClub: 'Licenca je već u ovom klubu.',
  noSuchTeam: 'Takav tim ne postoji.',
  jmbgInFile: 'Ovaj JMBG se u fajlu javlja više puta.',
  leagueHasResults: 'Ova liga već ima rezultate, pa se više ne može obrisati.',
};

const srCyrl: Record<TextKey, string> = {
  correctionNotFinished: 'Резултат се може исправити само завршеној утакмици.',
  // 9D: an administrator's entry of a result after the fact.
  resultNotStarted: 'Утакмица још није почела; резултат се може унети када почне.',
  roundOrDate: 'Изаберите коло или датум, не оба.',
  homeAwayDiffer: 'Домаћи и гостујући тим морају бити различити.',
  noWinner: 'Није могуће сачувати када нема победника.',
  teamLogoSize: 'Лого тима највише 1000x1000.',
  uploadImage: 'Отпремљена датотека мора бити слика (PNG, JPEG, GIF или WebP), највише 20 MB.',
  invalidUpload: 'Неисправна датотека за отпремање.',
  latitudeRange: 'Географска ширина мора бити између -90 и 90.',
  longitudeRange: 'Географска дужина мора бити између -180 и 180.',
  validUrl: 'Унесите исправну веб адресу (http или https).',
  unknownCategory: 'Таква категорија не постоји.',
  unknownArena: 'Таква хала не постоји.',
  categoryInUse: 'Овој категорији још припадају лиге; прво их преместите у другу.',
  arenaInUse: 'Тимови још играју као домаћини у овој хали; прво им доделите другу.',
  unknownField: 'Ово поље није дозвољено.',
  idempotencyKeyReused: 'Овај Idempotency-Key је већ употребљен за другачији захтев.',
  unstorableText:
    'Овај текст садржи знак који се не може сачувати (NUL или неисправан Unicode сурогат).',
  teamNameTaken: 'Тим са овим именом већ постоји.',
  duplicateInFile: 'Ово име се у датотеци појављује више пута.',
  scoreWindow: 'Ажурирање резултата тренутно није дозвољено.',
  maxRounds: `Највише ${leagueLimits.maxRounds} кола.`,
  maxTeams: `Највише ${leagueLimits.maxTeams} тимова.`,
  duplicates: 'Изабране вредности не могу се понављати.',
  notFound: 'Запис није пронађен у бази података.',
  staleRevision:
    'Неко други је први сачувао ову утакмицу. Приказан је његов резултат; унесите свој поново.',
  invalid: 'Унети подаци нису исправни.',
  required: 'Ово поље је обавезно.',
  validNumber: 'Унесите исправан број.',
  validName: 'Унесите исправно име.',
  unauthenticated: 'Нисте пријављени.',
  unauthorized: 'Немате овлашћење.',
  csrfMismatch: 'CSRF токен се не поклапа.',
  badCredentials: 'Ови подаци се не поклапају са нашим евиденцијама.',
  tooManyAttempts: 'Превише покушаја. Сачекајте пре него што покушате поново.',
  contestClosed: 'Ова утакмица је одложена или отказана; њен резултат се не може мењати.',
  contestFinished: 'Ова утакмица је већ завршена.',
  teamNotInLeague: 'Оба тима морају бити регистрована у лиги.',
  somethingWrong: 'Нешто није у реду.',
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
  validDate: 'Унесите исправан датум (ГГГГ-ММ-ДД).',
  validSeason: 'Унесите исправну сезону, нпр. 2025/2026.',
  dateOrder: 'Крајњи датум не може бити пре почетног.',
  retryIn: 'Покушајте поново за {seconds} секунди.',
  malformedJson: 'Тело захтева није исправан JSON.',
  scoreRange: `Унесите цео број од ${scoreLimits.min} до ${scoreLimits.max}.`,
  unavailable: 'Сервис је привремено недоступан. Покушајте поново за тренутак.',
  superAdminUndeletable: 'Улога super-admin не може се обрисати.',
  superAdminRename: 'Улога super-admin не може се преименовати.',
  nameTaken: 'Ово име је већ заузето.',
  unknownPermission: 'Таква дозвола не постоји.',
  twoFactorInvalidCode: 'Унети код за двофакторску аутентификацију није исправан.',
  twoFactorInvalidRecoveryCode: 'Унети код за опоравак није исправан.',
  twoFactorRequired: 'Администратор мора прво да укључи двофакторску аутентификацију.',
  twoFactorPending: 'Прво унесите код за двофакторску аутентификацију.',
  twoFactorAlreadyEnabled: 'Двофакторска аутентификација је већ укључена.',
  twoFactorNotEnabled: 'Двофакторска аутентификација није укључена.',
  cannotDisableSelf: 'Не можете онемогућити сопствени налог.',
  cannotDeleteSelf: 'Не можете обрисати сопствени налог.',
  ownsLeagues: 'Овај корисник је власник лига. Изаберите новог власника пре брисања корисника.',
  newOwnerInvalid: 'Изаберите активног администратора који није корисник који се брише.',
  unknownRole: 'Таква улога не постоји за ову врсту корисника.',
  superAdminGrant: 'Само супер-администратор може дати или одузети улогу супер-администратора.',
  currentPasswordWrong: 'Тренутна лозинка није исправна.',
  unknownLeague: 'Таква лига не постоји.',
  apiKeyInUrl:
    'API кључеви се примају само у заглављу Authorization или X-Api-Key, никада у адреси.',
  validEmail: 'Унесите исправну адресу е-поште.',
  emailTaken: 'Ова адреса е-поште је већ регистрована.',
  passwordRule:
    'Лозинка мора имати најмање 8 знакова, са бројем, великим словом, малим словом и специјалним знаком.',
  passwordMismatch: 'Лозинке се не поклапају.',
  resetLinkSent: 'Ако ова адреса припада неком налогу, послали смо јој линк за промену лозинке.',
  passwordResetDone: 'Ваша лозинка је промењена.',
  resetTokenInvalid: 'Овај линк за промену лозинке није исправан или је истекао.',
  unknownClub: 'Не постоји клуб са овим именом.',
  unknownSport: 'Такав спорт не постоји.',
  awaitingApproval: 'Ваш налог чека да га администратор одобри.',
  matchFileTooLarge: 'Датотека је већа од 20 MB.',
  matchFileCount: `Утакмица може имати највише ${matchFileLimits.maxFiles} датотека; прво уклоните једну.`,
  matchFileKind: 'Изаберите шта је датотека: фотографија објекта, записник или други документ.',
  reportText: 'Највише 5000 знакова.',
  reportAttendance: 'Унесите број гледалаца, цео број од 0 до 100000.',
  reportEntries: 'Највише 30 ставки.',
  // Officials' tests (issue 9C).
  testCorrectCount:
    'Питање са једним одговором има тачно једну тачну опцију; са више одговора, бар једну.',
  testOptions: 'Питање има од 2 до 10 опција.',
  testQuestions: 'Тест има од 1 до 100 питања.',
  testPassMark: 'Праг за пролаз је проценат од 1 до 100.',
  testTimeLimit: 'Временско ограничење је од 1 до 240 минута.',
  testAssignOfficial: 'Тест се може доделити само активним службеним лицима.',
  testAlreadyTaken: 'Већ сте полагали овај тест.',
  testNotStarted: 'Започните тест пре предаје одговора.',
  testTimeUp: 'Време за овај тест је истекло; одговори нису прихваћени.',
  testUnknownAnswer: 'Овај одговор наводи питање или опцију које тест нема.',
  testOneAnswer: 'Ово питање има само један одговор.',
  jmbgFormat: 'ЈМБГ мора имати тачно 13 цифара.',
  jmbgCheckDigit: 'ЈМБГ није исправан: контролна цифра је погрешна.',
  jmbgBirthDate: 'ЈМБГ се не слаже са датумом рођења.',
  jmbgTaken: 'ЈМБГ мора бити јединствен: већ је лиценциран за клуб {club}.',
  noSuchClub: 'Такав клуб не постоји.',
  clubNameTaken: 'Клуб са овим именом већ постоји.',
  teamInOtherClub: 'Овај тим већ припада другом клубу.',
  licenceRevoked: 'Ова лиценца је повучена.',
  sameClub: 'Лиценца је већ у овом клубу.',
  noSuchTeam: 'Такав тим не постоји.',
  jmbgInFile: 'Овај ЈМБГ се у фајлу јавља више пута.',
  leagueHasResults: 'Ова лига већ има резултате, па се више не може обрисати.',
};

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
