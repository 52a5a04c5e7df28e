import { API_PREFIX } from '../config/constants';
import { ApiRequestError, failureMessage, readCookie } from './api-errors';
import { apiRequest } from './api-client';
import { currentLanguage, i18n } from './i18n';
import { notifyError } from './notify';

/**
 * Sends one file as multipart/form-data (the JSON api client cannot), with the same CSRF
 * token, language and error handling: a 422 is left to the screen, anything else is announced.
 */
export async function uploadFile<T>(path: string, field: string, file: File): Promise<T> {
  if (!readCookie(document.cookie, 'XSRF-TOKEN')) {
    await apiRequest('/sanctum/csrf-cookie');
  }
  const form = new FormData();
  form.append(field, file);
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Accept-Language': currentLanguage(),
        'X-Requested-With': 'XMLHttpRequest',
        'X-XSRF-TOKEN': readCookie(document.cookie, 'XSRF-TOKEN') ?? '',
      },
      body: form,
    });
  } catch {
    const message = i18n.t('errors.noAnswer');
    notifyError(message);
    throw new ApiRequestError('network', 0, undefined, message);
  }
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    data = text;
  }
  if (response.ok) return data as T;
  const message = failureMessage(
    { kind: 'http', status: response.status, statusText: response.statusText, data },
    i18n.t('errors.noAnswer'),
  );
  if (response.status !== 422) notifyError(message);
  throw new ApiRequestError('http', response.status, data, message);
}
