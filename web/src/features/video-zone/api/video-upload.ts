import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Upload } from 'tus-js-client';
import { API_PREFIX } from '../../../config/constants';
import { apiRequest } from '../../../lib/api-client';
import { readCookie } from '../../../lib/api-errors';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { adminBookingsKey } from './bookings';

export type UploadPhase = 'idle' | 'uploading' | 'paused' | 'checking' | 'done' | 'failed';

/** The refusal's text from a tus error's answer (`{ message }`), or a plain fallback. */
function refusalOf(error: unknown): string {
  const body = (error as { originalResponse?: { getBody(): string } | null }).originalResponse;
  try {
    const parsed = JSON.parse(body?.getBody() ?? '') as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: a network failure or a proxy's page.
  }
  return i18n.t('videos.upload.failed');
}

/**
 * A resumable (tus) upload of a booking's video, with its progress, pause and resume. The
 * server checks the file by content when the last byte arrives and attaches it to the match.
 */
export function useVideoUpload(target: { contestId: number; recordingId: number }) {
  const queryClient = useQueryClient();
  const upload = useRef<Upload | null>(null);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const start = useCallback(
    async (file: File) => {
      if (!readCookie(document.cookie, 'XSRF-TOKEN')) await apiRequest('/sanctum/csrf-cookie');
      setError(null);
      setProgress(0);
      setPhase('uploading');
      upload.current = new Upload(file, {
        endpoint: `${API_PREFIX}/admin/videos/uploads`,
        chunkSize: 8 * 1024 * 1024,
        retryDelays: [0, 1000, 3000],
        metadata: {
          contest_id: String(target.contestId),
          recording_id: String(target.recordingId),
          filename: file.name,
        },
        headers: {
          'Accept-Language': currentLanguage(),
          'X-XSRF-TOKEN': readCookie(document.cookie, 'XSRF-TOKEN') ?? '',
        },
        onProgress: (sent, total) => {
          setProgress(total ? Math.round((sent / total) * 100) : 0);
          if (sent === total) setPhase('checking');
        },
        onSuccess: () => {
          setPhase('done');
          void queryClient.invalidateQueries({ queryKey: adminBookingsKey });
        },
        onError: (failure) => {
          setError(refusalOf(failure));
          setPhase('failed');
        },
      });
      upload.current.start();
    },
    [queryClient, target.contestId, target.recordingId],
  );

  const pause = useCallback(() => {
    void upload.current?.abort();
    setPhase('paused');
  }, []);

  const resume = useCallback(() => {
    setPhase('uploading');
    upload.current?.start();
  }, []);

  const reset = useCallback(() => {
    void upload.current?.abort();
    upload.current = null;
    setPhase('idle');
    setProgress(0);
    setError(null);
  }, []);

  return { phase, progress, error, start, pause, resume, reset };
}
