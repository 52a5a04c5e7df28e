import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { attachableBookingStates, type MessageParams } from '@courtside/events';
import type { AreaDeps } from '../area-deps';
import { attachVideo, claimVideoId, type Uploader } from '../commands/videos';
import { ForbiddenError, HttpError, RelayedError, ValidationError } from '../errors';
import { localeFromHeader, translate, type Locale, type TextKey } from '../i18n';
import { uploadBooking, uploadMatch } from '../queries/video-uploads';
import type { ToolsLookup } from './ffmpeg';
import { keepVideo } from './keep';
import type { VideoStorage } from './storage/port';

/** What a tus hook answers instead of going on: a status and a JSON body. */
interface Refusal {
  status_code: number;
  body: string;
}

/** Who is uploading, and the request as Express saw it, for the hooks (tus sees only its own). */
interface UploadRequest {
  uploader: Uploader;
  req: Request;
  locale: Locale;
}

export interface VideoUploadOptions {
  tools: ToolsLookup;
  storage: VideoStorage;
  /** Where unfinished uploads are staged. */
  stagingDir: string;
  maxBytes: number;
}

/** 2147483648 → "2 GiB", for the size limit's message. */
function bytesText(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

const refusal = (status: number, locale: Locale, key: TextKey, params?: MessageParams): Refusal => {
  const message = translate(locale, key, params);
  return { status_code: status, body: JSON.stringify({ message, errors: { file: [message] } }) };
};

/** A gateway or relayed command-service error as a tus hook's refusal, in the uploader's words. */
function asRefusal(error: unknown, locale: Locale): Refusal {
  if (error instanceof HttpError) {
    return { status_code: error.status, body: JSON.stringify(error.body(locale)) };
  }
  if (error instanceof RelayedError) {
    return { status_code: error.status, body: JSON.stringify(error.body(locale)) };
  }
  throw error;
}

const idField = (value: string | null | undefined): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
};

/**
 * tus answers through `res.end(callback)`; express-session's wrapper of `res.end` takes its
 * first argument for a chunk and fails on a function. The callback waits for 'finish' instead.
 */
function endWithCallback(res: Response): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    const callback = args.find((arg): arg is () => void => typeof arg === 'function');
    if (callback) res.once('finish', callback);
    return end(...args.filter((arg) => typeof arg !== 'function'));
  }) as Response['end'];
}

/**
 * Resumable video uploads (tus): an administrator's (`/api/admin/videos/uploads`) and a
 * recording service's (`/api/v1/videos/uploads`). A creation names `contest_id` (and perhaps
 * `recording_id`) in its metadata and is refused (422) before anything is staged when they do
 * not fit, or (413) when the declared length is over the limit. The finishing PATCH checks the
 * file by content, keeps video and poster behind the storage port and attaches the video
 * through command-service (201 with the video); a refused file is deleted, and nothing is
 * appended.
 */
export function videoUploads(deps: AreaDeps, options: VideoUploadOptions) {
  const { storage, stagingDir, maxBytes } = options;
  mkdirSync(stagingDir, { recursive: true });
  const datastore = new FileStore({ directory: stagingDir });
  const requests = new WeakMap<object, UploadRequest>();
  const contextOf = (req: { runtime?: { node?: { req?: object } } }): UploadRequest => {
    const node = req.runtime?.node?.req;
    const context = node ? requests.get(node) : undefined;
    if (!context) throw new Error('tus request without its Express context');
    return context;
  };

  async function checkTarget(context: UploadRequest, upload: Upload): Promise<void> {
    const contestId = idField(upload.metadata?.contest_id);
    const match = contestId ? await uploadMatch(deps.knex, contestId) : undefined;
    if (!match) throw new ValidationError({ contest_id: ['videoNoMatch'] }, 'videoNoMatch');
    const { apiKey } = context.req.res?.locals ?? {};
    if (apiKey && !apiKey.leagueIds.includes(match.league_id)) throw new ForbiddenError();
    const rawRecording = upload.metadata?.recording_id;
    if (!rawRecording) return;
    const recordingId = idField(rawRecording);
    const booking = recordingId ? await uploadBooking(deps.knex, recordingId) : undefined;
    if (!booking || booking.contest_id !== match.id) {
      throw new ValidationError(
        { recording_id: ['videoRecordingNotOfMatch'] },
        'videoRecordingNotOfMatch',
      );
    }
    if (!attachableBookingStates.includes(booking.state)) {
      throw new ValidationError(
        { recording_id: ['videoRecordingWrongState'] },
        'videoRecordingWrongState',
      );
    }
  }

  async function finish(context: UploadRequest, upload: Upload) {
    const { locale } = context;
    if (!options.tools.found) throw refusal(503, locale, 'videoToolsMissing');
    const staged = path.join(stagingDir, upload.id);
    try {
      const kept = await keepVideo(
        options.tools.tools,
        storage,
        staged,
        upload.size ?? upload.offset,
        {
          claim: () => claimVideoId(deps, context.req, context.uploader, upload.id),
          attach: (facts) =>
            attachVideo(deps, context.req, context.uploader, {
              ...facts,
              contest_id: Number(upload.metadata?.contest_id),
              recording_id: idField(upload.metadata?.recording_id),
            }),
        },
      );
      if (kept && 'problem' in kept) throw refusal(422, locale, kept.problem);
      return {
        status_code: 201,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ video: kept }),
      };
    } catch (error) {
      // Nothing is kept of a refused file: keepVideo took back what it stored.
      if (error && typeof error === 'object' && 'status_code' in error) throw error;
      throw asRefusal(error, locale);
    } finally {
      await datastore.remove(upload.id).catch(() => undefined);
    }
  }

  const server = (route: string) =>
    new Server({
      path: route,
      datastore,
      relativeLocation: true,
      maxSize: maxBytes,
      async onUploadCreate(req, upload) {
        const context = contextOf(req);
        if (!options.tools.found) throw refusal(503, context.locale, 'videoToolsMissing');
        if (upload.size === undefined) throw refusal(422, context.locale, 'invalid');
        try {
          await checkTarget(context, upload);
        } catch (error) {
          throw asRefusal(error, context.locale);
        }
        return { metadata: upload.metadata };
      },
      onUploadFinish: (req, upload) => finish(contextOf(req), upload),
      onResponseError(req, error) {
        // Over the limit: refused at creation, before a byte is staged.
        if ('status_code' in error && error.status_code === 413) {
          const locale = localeFromHeader(req.headers.get('accept-language') ?? undefined);
          return refusal(413, locale, 'videoTooLarge', { max: bytesText(maxBytes) });
        }
        return undefined;
      },
    });
  const servers = new Map<string, Server>();

  return {
    /** Hands one tus request (creation, offset, chunk, termination) to the server of `route`. */
    async handle(route: string, req: Request, res: Response, uploader: Uploader): Promise<void> {
      let tus = servers.get(route);
      if (!tus) {
        tus = server(route);
        servers.set(route, tus);
      }
      requests.set(req, { uploader, req, locale: localeFromHeader(req.get('accept-language')) });
      // tus reads the whole path; Express has cut the mount point off req.url.
      req.url = req.originalUrl;
      endWithCallback(res);
      await tus.handle(req, res);
    },
  };
}

export type VideoUploads = ReturnType<typeof videoUploads>;
