import { scoreLimits } from '@courtside/events';

/** Product constants from the spec (section 9) and the gateway contract, in one place. */
export const API_PREFIX = '/api';
export const SOCKET_PATH = '/socket.io';

/**
 * How long a call waits for its answer before saying there was none. Spec §9's 5000 ms is the
 * notifications' timeout, not the calls': on a loaded server a password hash alone took longer,
 * and the user was told "no answer" for a password reset that had in fact gone through.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;
/**
 * How long a follow waits for the server's ack before following again. A loaded server can take
 * seconds to answer (it reads the checkpoint); a follow is idempotent, so asking again is safe.
 */
export const FOLLOW_ACK_TIMEOUT_MS = 15_000;
/** Spec §9: notifications close after five seconds. */
export const NOTIFICATION_AUTOCLOSE_MS = 5000;

/**
 * Score writes go out from gym halls on weak phone connections; they get the full call timeout,
 * since a needless "no answer" for a write that lands a moment later costs a conflict round.
 */
export const SCORE_WRITE_TIMEOUT_MS = DEFAULT_TIMEOUT_MS;

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
