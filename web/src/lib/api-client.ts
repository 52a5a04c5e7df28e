import { API_PREFIX, DEFAULT_TIMEOUT_MS } from '../config/constants';
import {
  ApiRequestError,
  failureAction,
  failureMessage,
  isMutating,
  readCookie,
  type FailureKind,
} from './api-errors';
import { currentLanguage, i18n } from './i18n';
import { notifyError, notifySuccess } from './notify';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  params?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Cancels the call quietly (React Query passes one when a screen goes away). */
  signal?: AbortSignal;
  /** Where a 401/419 sends the user instead of the root (spec §4 redirect_url). */
  redirectUrl?: string;
  /** Statuses the calling screen explains itself (field errors, conflicts): no red notice. */
  quietStatuses?: readonly number[];
  /** Shown as a green notice when the call succeeds. */
  successMessage?: string;
  /**
   * Leave the red notice to the caller (React Query's cache announces a query's failure once,
   * after its retries, instead of once per attempt). The error is marked `noticePending`.
   */
  deferNotice?: boolean;
}

type UnauthenticatedHandler = (redirectUrl: string) => void;

// The app registers these at start: lib must not import the router or feature stores.
let onUnauthenticated: UnauthenticatedHandler = (redirectUrl) => {
  window.location.assign(redirectUrl);
};

export function setUnauthenticatedHandler(handler: UnauthenticatedHandler): void {
  onUnauthenticated = handler;
}

let csrfReady: Promise<void> | null = null;

function xsrfToken(): string | null {
  return readCookie(document.cookie, 'XSRF-TOKEN');
}

async function refreshCsrfCookie(): Promise<void> {
  const response = await fetch(`${API_PREFIX}/sanctum/csrf-cookie`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`CSRF cookie: HTTP ${response.status}`);
}

/** Fetches the CSRF cookie once per page life (spec §7), or again when it has gone. */
function ensureCsrf(force = false): Promise<void> {
  if (force || !csrfReady || !xsrfToken()) {
    csrfReady = refreshCsrfCookie().catch((error: unknown) => {
      csrfReady = null;
      throw error;
    });
  }
  return csrfReady;
}

function buildUrl(path: string, params: RequestOptions['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

interface RawAnswer {
  response: Response;
  data: unknown;
}

async function send(url: string, options: RequestOptions): Promise<RawAnswer> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    'X-Requested-With': 'XMLHttpRequest',
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = xsrfToken();
  if (token) headers['X-XSRF-TOKEN'] = token;

  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal,
  });
  return { response, data: await readBody(response) };
}

function fail(error: ApiRequestError, options: RequestOptions, quiet: boolean): never {
  if (!quiet) {
    if (options.deferNotice) error.noticePending = true;
    else notifyError(error.message);
  }
  throw error;
}

/**
 * Every call to the gateway goes through here (spec §7–8): cookies, JSON, Accept-Language,
 * CSRF, one retry after 419, sign-out on 401/419, red and green notices, a timeout.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.params);

  for (let retried = false; ; retried = true) {
    let answer: RawAnswer;
    try {
      // After a 419 the token is stale whatever the method, so the retry always refreshes it.
      if (isMutating(method) || retried) await ensureCsrf(retried);
      answer = await send(url, options);
    } catch (error) {
      // A screen that went away cancelled the call: nobody is waiting for a notice.
      if (options.signal?.aborted) throw error;
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const kind: FailureKind = timedOut ? 'timeout' : 'network';
      return fail(
        new ApiRequestError(kind, 0, undefined, i18n.t('errors.noAnswer')),
        options,
        false,
      );
    }

    const { response, data } = answer;
    const action = failureAction(response.status, retried);
    if (action === 'ok') {
      if (options.successMessage) notifySuccess(options.successMessage);
      return data as T;
    }
    if (action === 'refresh-csrf-and-retry') continue;

    const facts = {
      kind: 'http' as const,
      status: response.status,
      statusText: response.statusText,
      data,
    };
    const message = failureMessage(
      facts,
      i18n.t('errors.noAnswer'),
      i18n.t(isMutating(method) ? 'errors.actionFailed' : 'errors.somethingWrong'),
    );
    if (action === 'sign-out') onUnauthenticated(options.redirectUrl ?? '/');
    const quiet = options.quietStatuses?.includes(response.status) ?? false;
    return fail(new ApiRequestError('http', response.status, data, message), options, quiet);
  }
}
