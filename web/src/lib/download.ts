import { i18n } from './i18n';
import { notifyError } from './notify';

function fileName(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  if (!match?.[1]) return fallback;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * Downloads a file the gateway serves to the signed-in user (a CSV export). Fetching it first,
 * instead of following the link, lets a refusal say so in words (spec §8 "server denied to
 * download the file") rather than leave the user on a page of JSON.
 */
export async function downloadFile(url: string, fallbackName = 'download'): Promise<void> {
  let answer: Response;
  try {
    answer = await fetch(url, { credentials: 'include' });
  } catch {
    notifyError(i18n.t('errors.noAnswer'));
    return;
  }
  if (!answer.ok) {
    notifyError(i18n.t('errors.downloadDenied'));
    return;
  }
  const blob = await answer.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName(answer.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the object URL may go.
  queueMicrotask(() => URL.revokeObjectURL(link.href));
}
