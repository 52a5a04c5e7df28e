/**
 * User-facing error texts, worded as the product spec words them. Domain code throws with
 * these; the gateway translates them by key for the request's Accept-Language.
 */
export const messages = {
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
  unknownField: 'This field is not accepted.',
  teamNameTaken: 'A team with this name already exists.',
  duplicateInFile: 'This name appears more than once in the file.',
  scoreWindow: 'Score update not allowed at this time.',
  maxRounds: 'Maximum rounds 4.',
  maxTeams: 'Maximum teams 20.',
  duplicates: 'Selected values cannot be duplicated.',
  notFound: 'Record not found in database.',
  staleRevision: 'Someone else saved this match first. Their score is shown; apply yours again.',
  invalid: 'The given data was invalid.',
  required: 'This field is required.',
  validNumber: 'Enter a valid number.',
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
  validDate: 'Enter a valid date (YYYY-MM-DD).',
  validSeason: 'Enter a valid season, e.g. 2025/2026.',
  dateOrder: 'The end date must not be before the start date.',
} as const;

export type MessageKey = keyof typeof messages;
