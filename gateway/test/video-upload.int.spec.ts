import { readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DefaultHttpStack, Upload, type DetailedError } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchVideo, RecordingBooking } from '@courtside/events';
import { localFolderStorage } from '../src/video/storage/local-folder';
import type { TestBrowser } from './browser';
import { createLeague, scheduleMatch } from './recording-support';
import { newSignedIn } from './signed-in';
import { startStack, type Stack } from './stack';
import { makeClip, mediaFolder, textPosingAsMp4 } from './video-media';

let stack: Stack;
let admin: TestBrowser;
let folder: string;
let stagingDir: string;
let storageDir: string;
/** A 2-second H.264/AAC MP4 made with the project's ffmpeg. */
let clip: Buffer;
/** Tomorrow's match in a video-zone league, booked by a club and being filmed. */
let match: number;
let booking: number;
const maxBytes = 3 * 1024 * 1024;
const hour = 3600 * 1000;

const base64 = (text: string) => Buffer.from(text).toString('base64');
const metadataHeader = (metadata: Record<string, string | number>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${base64(String(value))}`)
    .join(',');

/** The session's cookie and CSRF token, as the web app sends them with every tus request. */
function sessionHeaders(browser: TestBrowser): Record<string, string> {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const token = decodeURIComponent(browser.cookies.get('XSRF-TOKEN') ?? '');
  return { cookie, 'x-xsrf-token': token, 'accept-language': 'en' };
}

/** A raw tus creation (POST) with the whole file's length declared. */
function create(route: string, headers: Record<string, string>, length: number, metadata = {}) {
  return fetch(`${stack.url}${route}`, {
    method: 'POST',
    headers: {
      ...headers,
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': metadataHeader(metadata),
    },
  });
}

/** Creates an upload and sends the whole file in one PATCH; answers the last response. */
async function sendWhole(
  route: string,
  headers: Record<string, string>,
  bytes: Buffer,
  metadata: Record<string, string | number>,
): Promise<Response> {
  const created = await create(route, headers, bytes.length, metadata);
  if (created.status !== 201) return created;
  const location = new URL(created.headers.get('location') ?? '', `${stack.url}${route}`);
  return fetch(location, {
    method: 'PATCH',
    headers: {
      ...headers,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });
}

async function videoEvents(): Promise<number> {
  const { rows } = await stack.gateway.knex.raw<{ rows: { count: string }[] }>(
    "SELECT count(*) FROM events WHERE stream_id LIKE 'video-%'",
  );
  return Number(rows[0]?.count);
}

const staged = async () => readdir(stagingDir).catch(() => []);

beforeAll(async () => {
  folder = await mediaFolder();
  stagingDir = path.join(folder, 'staging');
  storageDir = path.join(folder, 'videos');
  clip = await readFile(await makeClip(folder, 'mp4', 2));
  stack = await startStack({
    gatewayConfig: {
      videoStagingDir: stagingDir,
      videoStorageDir: storageDir,
      videoMaxBytes: maxBytes,
    },
  });
  const { commands } = stack.command;
  const home = (await commands.createTeam({ name: 'Vojvodina' })).id;
  const away = (await commands.createTeam({ name: 'Partizan' })).id;
  const league = await createLeague(commands, 'Video liga', { videoZone: true });
  for (const id of [home, away]) await commands.registerTeam(league.id, { team_id: id });
  const tomorrow = stack.clock.now.getTime() + 24 * hour;
  match = (await scheduleMatch(commands, league.id, tomorrow, home, away)).id;
  const club = await commands.createClub({ name: 'KK Vojvodina', team_ids: [home] });
  const representative = { actor: { kind: 'representative' as const, id: '70' } };
  booking = (
    await commands.requestRecording(
      { contest_id: match, club_id: club.id, package: 'single_camera', notes: null },
      representative,
    )
  ).id;
  await commands.takeBookingStep('confirm', booking, { reason: null });
  const started = await commands.takeBookingStep('start', booking, { reason: null });
  await stack.projection.waitFor(started.position, 30_000);
  admin = (await newSignedIn(stack.url, stack.gateway.knex, 'admin', ['administrator'])).browser;
}, 120_000);

afterAll(async () => {
  await stack?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('when an administrator uploads a match video in chunks, pausing once', () => {
  it('attaches it: the video, its length and its poster are kept, and the booking completes', async () => {
    const options = {
      endpoint: `${stack.url}/api/admin/videos/uploads`,
      chunkSize: 16 * 1024,
      retryDelays: null,
      // A connection per request: pausing aborts one, which must not be reused.
      httpStack: new DefaultHttpStack({ agent: false }),
      uploadSize: clip.length,
      metadata: { contest_id: String(match), recording_id: String(booking), filename: 'x.mp4' },
      headers: sessionHeaders(admin),
    };
    // The first client pauses after its first chunk, as the screen's pause button does.
    let first: Upload | undefined;
    const paused = new Promise<number>((resolve, reject) => {
      first = new Upload(clip, {
        ...options,
        onChunkComplete: (_chunk, accepted) => {
          void first?.abort().then(() => resolve(accepted));
        },
        onError: (error: Error | DetailedError) => reject(error),
      });
      first.start();
    });
    const acceptedBeforePause = await paused;
    expect(acceptedBeforePause).toBeLessThan(clip.length);
    const offset = await fetch(first?.url ?? '', {
      method: 'HEAD',
      headers: { ...sessionHeaders(admin), 'tus-resumable': '1.0.0' },
    });
    expect(Number(offset.headers.get('upload-offset'))).toBe(acceptedBeforePause);

    // Resuming continues the same upload from the server's offset, in further chunks.
    const chunksAfterPause: number[] = [];
    const finished = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const resumed = new Upload(clip, {
        ...options,
        uploadUrl: first?.url ?? null,
        onChunkComplete: (_chunk, accepted) => chunksAfterPause.push(accepted),
        onSuccess: ({ lastResponse }) =>
          resolve({ status: lastResponse.getStatus(), body: lastResponse.getBody() }),
        onError: (error: Error | DetailedError) => reject(error),
      });
      resumed.start();
    });
    const answer = await finished;
    expect(answer.status).toBe(201);
    expect(chunksAfterPause[0]).toBe(acceptedBeforePause + 16 * 1024);
    const { video } = JSON.parse(answer.body) as { video: MatchVideo };
    expect(video).toMatchObject({
      contest_id: match,
      recording_id: booking,
      content_type: 'video/mp4',
      size_bytes: clip.length,
      width: 320,
      height: 240,
      video_codec: 'h264',
      audio_codec: 'aac',
      attached_by_kind: 'account',
      removed_at: null,
    });
    expect(video.duration_seconds).toBeCloseTo(2, 1);

    const storage = localFolderStorage(storageDir);
    expect(await storage.stat(`videos/${video.id}/video.mp4`)).toEqual({
      size: clip.length,
      contentType: 'video/mp4',
    });
    expect(await storage.stat(`videos/${video.id}/poster.jpg`)).toMatchObject({
      contentType: 'image/jpeg',
    });
    expect(await staged()).toEqual([]);

    const list = await admin.get('/api/admin/video-on-demand');
    const row = (list.body.data as RecordingBooking[]).find((entry) => entry.id === booking);
    expect(row?.state).toBe('available');
    expect(row?.video).toMatchObject({ id: video.id, size_bytes: clip.length, width: 320 });
    const poster = await fetch(`${stack.url}/api/admin/videos/${video.id}/poster`, {
      headers: sessionHeaders(admin),
    });
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect((await poster.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});

describe('when the file or the upload is wrong', () => {
  it('refuses a text file posing as an MP4 with 422, keeping and recording nothing', async () => {
    const events = await videoEvents();
    const fake = await readFile(await textPosingAsMp4(folder));
    const answer = await sendWhole('/api/admin/videos/uploads', sessionHeaders(admin), fake, {
      contest_id: match,
      filename: 'match.mp4',
    });
    expect(answer.status).toBe(422);
    expect(JSON.parse(await answer.text())).toMatchObject({
      message: 'This file is not a video. Upload an MP4 or WebM file.',
    });
    expect(await staged()).toEqual([]);
    expect(await videoEvents()).toBe(events);
  });

  it('refuses a file over the size limit at creation with 413, staging nothing', async () => {
    const answer = await create('/api/admin/videos/uploads', sessionHeaders(admin), maxBytes + 1, {
      contest_id: match,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(await answer.text())).toMatchObject({
      message: 'The file is larger than 3 MiB, the largest video that can be uploaded.',
    });
    expect(await staged()).toEqual([]);
  });

  it('refuses a match that does not exist with 422, staging nothing', async () => {
    const events = await videoEvents();
    const answer = await create('/api/admin/videos/uploads', sessionHeaders(admin), clip.length, {
      contest_id: 999_999,
    });
    expect(answer.status).toBe(422);
    expect(JSON.parse(await answer.text())).toMatchObject({ message: 'There is no such match.' });
    expect(await staged()).toEqual([]);
    expect(await videoEvents()).toBe(events);
  });
});

describe('when a recording service sends a video with an API key', () => {
  async function newKey(scopes?: string[]): Promise<string> {
    const { league_id: leagueId } = await stack.gateway
      .knex('rm.contests')
      .where({ id: match })
      .first<{ league_id: number }>('league_id');
    const answer = await admin.request('POST', '/api/api-keys', {
      body: { name: 'Kamera', league_ids: [leagueId], ...(scopes ? { scopes } : {}) },
    });
    expect(answer.status).toBe(201);
    return answer.body.secret as string;
  }

  it('forbids a key without the recordings scope', async () => {
    const secret = await newKey();
    const answer = await create('/api/v1/videos/uploads', { 'x-api-key': secret }, clip.length, {
      contest_id: match,
    });
    expect(answer.status).toBe(403);
    expect(await staged()).toEqual([]);
  });

  it('attaches the video sent with a key that has it', async () => {
    const secret = await newKey(['results', 'recordings']);
    const answer = await sendWhole('/api/v1/videos/uploads', { 'x-api-key': secret }, clip, {
      contest_id: match,
    });
    expect(answer.status).toBe(201);
    const { video } = (await answer.json()) as { video: MatchVideo };
    expect(video).toMatchObject({
      contest_id: match,
      recording_id: null,
      attached_by_kind: 'api_key',
    });
    const row = await stack.gateway.knex('rm.videos').where({ id: video.id }).first();
    expect(row?.duration_seconds).toBeCloseTo(2, 1);
    expect(
      (await stat(path.join(storageDir, `videos/${video.id}/poster.jpg`))).size,
    ).toBeGreaterThan(0);
  });
});
