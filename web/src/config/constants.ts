import { scoreLimits } from '@courtside/events';

/** Product constants from the spec (section 9) and the gateway contract, in one place. */
export const API_PREFIX = '/api';
export const SOCKET_PATH = '/socket.io';

/** Spec §9: notifications and calls give up after five seconds by default. */
export const DEFAULT_TIMEOUT_MS = 5000;
export const NOTIFICATION_AUTOCLOSE_MS = 5000;

/**
 * Score writes go out from gym halls on weak phone connections; giving them longer than the
 * default avoids a needless "no answer" when the write would have landed a moment later.
 */
export const SCORE_WRITE_TIMEOUT_MS = 12000;

/** Spec §9: default page size. */
export const DEFAULT_PAGE_SIZE = 10;

/** Spec §9: data cache retries three times and keeps unused data for five minutes. */
export const QUERY_RETRIES = 3;
export const QUERY_GC_MS = 5 * 60 * 1000;

/** The contest rule the server checks: period scores are integers 0–250 or empty. */
export const MAX_PERIOD_SCORE = scoreLimits.max;

export const LANGUAGES = ['sr-Latn', 'sr-Cyrl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'sr-Latn';
export const LANGUAGE_STORAGE_KEY = 'courtside.language';
