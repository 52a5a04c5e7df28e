import { contestOfficialLimits } from './contest/contest-officials-events';
import { scoreLimits } from './contest/rules';
import { leagueLimits, seriesLengths, tieBreakCriteria } from './league/rules';
import { matchFileLimits } from './official-desk/rules';
import { recordingMessages } from './recording/messages';
import { videoMessages } from './video/messages';
import { workflowMessages } from './workflow/messages';

/**
 * User-facing error texts in English, worded as the product spec words them. Domain code throws
 * with their keys (a `MessageRef`), never the texts; the gateway renders each key in the
 * request's Accept-Language. `{name}` placeholders take the reference's params.
 */
export const messages = {
  correctionNotFinished: 'Only a finished match can have its result corrected.',
  // 9D: an administrator's entry of a result after the fact.
  resultNotStarted: 'This match has not started yet; its result can be entered once it has.',
  roundOrDate: 'Choose a round or a date, not both.',
  homeAwayDiffer: 'Home and away teams must differ.',
  noWinner: 'Cannot save when there is no winner.',
  teamLogoSize: 'Team logo at most 1000x1000.',
  uploadImage: 'Uploaded file must be an image (PNG, JPEG, GIF or WebP), at most 20 MB.',
  invalidUpload: 'Invalid file for upload.',
  latitudeRange: 'Latitude must be between -90 and 90.',
  longitudeRange: 'Longitude must be between -180 and 180.',
  validUrl: 'Enter a valid web address (http or https).',
  unknownCategory: 'There is no such category.',
  unknownArena: 'There is no such arena.',
  categoryInUse: 'Leagues still belong to this category; move them to another one first.',
  arenaInUse: 'Teams still play at home in this arena; give them another one first.',
  unknownField: 'This field is not accepted.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  unstorableText:
    'This text holds a character that cannot be stored (a NUL or a broken Unicode surrogate).',
  teamNameTaken: 'A team with this name already exists.',
  duplicateInFile: 'This name appears more than once in the file.',
  scoreWindow: 'Score update not allowed at this time.',
  maxRounds: `Maximum rounds ${leagueLimits.maxRounds}.`,
  maxTeams: `Maximum teams ${leagueLimits.maxTeams}.`,
  duplicates: 'Selected values cannot be duplicated.',
  notFound: 'Record not found in database.',
  staleRevision: 'Someone else saved this match first. Their score is shown; apply yours again.',
  invalid: 'The given data was invalid.',
  required: 'This field is required.',
  validNumber: 'Enter a valid number.',
  scoreRange: `Enter a whole number from ${scoreLimits.min} to ${scoreLimits.max}.`,
  validName: 'Enter a valid name.',
  unauthenticated: 'Unauthenticated.',
  unauthorized: 'Unauthorized.',
  csrfMismatch: 'CSRF token mismatch.',
  badCredentials: 'These credentials do not match our records.',
  tooManyAttempts: 'Too many attempts. Please wait before trying again.',
  contestClosed: 'This match is postponed or cancelled; its score cannot change.',
  contestFinished: 'This match is already finished.',
  teamNotInLeague: 'Both teams must be registered in the league.',
  somethingWrong: 'Something went wrong.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  maxReferees: `A match has at most ${contestOfficialLimits.referee} referees.`,
  officialRole: 'The selected account cannot serve in this role.',
  scheduleExists: 'This league already has its matches; a schedule is generated only once.',
  scheduleKind: 'Only a league or a tournament has a generated schedule.',
  notEnoughTeams: 'Register at least two teams first.',
  bracketKind: 'Only a play-off or a tournament has a bracket.',
  bracketExists: 'The bracket has already been drawn.',
  validBestOf: `A series is best of ${seriesLengths.slice(0, -1).join(', ')} or ${seriesLengths.at(-1)}.`,
  teamsMoreThanLeague: 'More teams than the league has places for.',
  fixturesKind: 'Fixtures are entered by hand only in a free-form league.',
  unknownTeam: 'There is no such team in this league.',
  contestStarted: 'This match has a score already; it can no longer be re-planned.',
  validDate: 'Enter a valid date (YYYY-MM-DD).',
  validSeason: 'Enter a valid season, e.g. 2025/2026.',
  dateOrder: 'The end date must not be before the start date.',
  validEmail: 'Enter a valid email address.',
  emailTaken: 'This email address is already registered.',
  passwordRule:
    'The password must have at least 8 characters, with a number, an uppercase letter, a lowercase letter and a special character.',
  passwordMismatch: 'The passwords do not match.',
  resetLinkSent:
    'If this address belongs to an account, we have emailed a password reset link to it.',
  passwordResetDone: 'Your password has been reset.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  unknownClub: 'There is no club with this name.',
  unknownSport: 'There is no such sport.',
  awaitingApproval: 'Your account is waiting for an administrator to approve it.',
  matchFileTooLarge: 'The file is larger than 20 MB.',
  matchFileCount: `A match may have at most ${matchFileLimits.maxFiles} files; remove one first.`,
  matchFileKind: 'Choose what the file is: a facility photo, the score sheet or a record.',
  reportText: 'At most 5000 characters.',
  reportAttendance: 'Enter attendance as a whole number from 0 to 100000.',
  reportEntries: 'At most 30 entries.',
  // Officials' tests (issue 9C).
  testCorrectCount:
    'A question with one answer needs exactly one correct option; with several, at least one.',
  testOptions: 'A question has from 2 to 10 options.',
  testQuestions: 'A test has from 1 to 100 questions.',
  testPassMark: 'The pass mark is a percentage from 1 to 100.',
  testTimeLimit: 'The time limit is from 1 to 240 minutes.',
  testAssignOfficial: 'Only active officials can be given a test.',
  testAlreadyTaken: 'You have already taken this test.',
  testNotStarted: 'Start the test before handing in answers.',
  testTimeUp: 'The time for this test has run out; the answers were not accepted.',
  testUnknownAnswer: 'This answer names a question or an option the test does not have.',
  testOneAnswer: 'This question takes one answer only.',
  jmbgFormat: 'JMBG must have exactly 13 digits.',
  jmbgCheckDigit: 'JMBG is not valid: its check digit is wrong.',
  jmbgBirthDate: 'JMBG does not match the birth date.',
  jmbgTaken: 'JMBG must be unique: it is already licensed to {club}.',
  noSuchClub: 'There is no such club.',
  clubNameTaken: 'A club with this name already exists.',
  teamInOtherClub: 'This team already belongs to another club.',
  licenceRevoked: 'This licence has been revoked.',
  sameClub: 'The licence is already held by this club.',
  noSuchTeam: 'There is no such team.',
  jmbgInFile: 'This JMBG appears more than once in the file.',
  // Issue 10 (PUB-SETTINGS): a closed season's leagues are read-only.
  seasonClosed: 'This season has ended: its leagues can no longer be changed.',
  seasonAlreadyClosed: 'This season has already ended.',
  // Issue 10: the platform's tie-break order (FIBA Appendix D criteria).
  tieBreakUnknown: `There is no such tie-break criterion: choose from ${tieBreakCriteria.join(', ')}.`,
  tieBreakRepeated: 'Each tie-break criterion may be listed only once.',
  tieBreakEmpty: 'Choose at least one tie-break criterion.',
  unknownSeason: 'There is no such season.',
  leagueHasResults: 'This league already has results, so it can no longer be deleted.',
  // Issue 10 (PUB-FORMS): the contact form, appointments and the captcha both use.
  captchaRequired: 'Captcha must be completed.',
  captchaError: 'Captcha error. Solve the captcha again and resend the form.',
  appointmentDuration: 'Expected match duration 30 to 240 minutes.',
  appointmentOverlap: 'This arena is already booked at that time. Choose another time or arena.',
  appointmentInPast: 'Choose a start time that is still to come.',
  ...recordingMessages,
  ...videoMessages,
  ...workflowMessages,
} as const;

export type MessageKey = keyof typeof messages;

/** Values a message's `{placeholders}` take. */
export type MessageParams = Record<string, string | number>;

/** A user-facing text by key, with its parameters: what domain errors carry instead of prose. */
export interface MessageRef {
  key: MessageKey;
  params?: MessageParams;
}

/** True when the value names one of the shared messages. */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

/** True when the value is a message reference (as relayed in a command-service answer). */
export function isMessageRef(value: unknown): value is MessageRef {
  if (typeof value !== 'object' || value === null) return false;
  const { key, params } = value as { key?: unknown; params?: unknown };
  return (
    isMessageKey(key) && (params === undefined || (typeof params === 'object' && params !== null))
  );
}

/** A template with its `{placeholders}` filled in; an unknown placeholder stays as written. */
export function fillPlaceholders(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The English text of a message reference (logs, tests, in-process callers). */
export function englishText(ref: MessageRef): string {
  return fillPlaceholders(messages[ref.key], ref.params);
}
