import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { matchFileLimits, streams } from '@courtside/events';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestBrowser } from './browser';
import { png } from './competitions-support';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { newSignedIn } from './signed-in';

let running: RunningGateway;
let folder: string;
let official: TestBrowser;
let officialId: number;

const contest = 7;
const filesPath = `/api/officials/games/${contest}/files`;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'courtside-match-files-'));
  running = await startGateway({ config: { matchFilesDir: folder } });
  const rows = readModelRows(running.knex);
  await rows.league({ id: 1, name: 'Prva liga' });
  await rows.league({ id: 2, name: 'Druga liga' });
  await rows.contest({
    id: contest,
    leagueId: 1,
    time: '2026-05-02T18:00:00Z',
    teams: [1, 'A', 2, 'B'],
  });
  await rows.contest({ id: 8, leagueId: 2, time: '2026-05-02T19:00:00Z', teams: [3, 'C', 4, 'D'] });
  ({ browser: official, id: officialId } = await newSignedIn(
    running.url,
    running.knex,
    'official',
    ['referee'],
    ['view.leagues', 'view.contests'],
  ));
  await running
    .knex('rm.league_officials')
    .insert({ league_id: 1, account_id: officialId, role: 'referee' });
});

/** Upload events still standing in the log when a test starts (rows are cleared, the log is not). */
let eventsBefore = 0;

beforeEach(async () => {
  await running.knex('match_files').delete();
  await rm(folder, { recursive: true, force: true });
  eventsBefore = await standingUploadEvents();
});

afterAll(async () => {
  await running.close();
  await rm(folder, { recursive: true, force: true });
});

/** Sends one file the way the phone form does: multipart with its kind, cookies and CSRF. */
async function send(
  browser: TestBrowser,
  file: { name: string; type: string; content: Buffer | string },
  kind = 'facility',
  target = filesPath,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes; tests assert fields
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('kind', kind);
  const bytes = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
  form.append('file', new Blob([bytes], { type: file.type }), file.name);
  const response = await fetch(`${browser.baseUrl}${target}`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'accept-language': 'en',
      cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': decodeURIComponent(browser.cookies.get('XSRF-TOKEN') ?? ''),
    },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A PDF of exactly `size` bytes: a real header, then padding. */
function pdfOf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  return bytes;
}

/** What the match holds: rows in the table, files in storage, and upload events in the log. */
async function stored() {
  const rows = await running.knex('match_files').count({ count: '*' });
  const files = await readdir(folder).catch(() => [] as string[]);
  return {
    rows: Number(rows[0]?.count),
    files: files.length,
    events: (await standingUploadEvents()) - eventsBefore,
  };
}

/** Uploads minus removals recorded for the match. */
async function standingUploadEvents() {
  const events = await running.store.readStream(streams.matchFiles(contest));
  const uploaded = events.filter((event) => event.type === 'MatchFileUploaded').length;
  return uploaded - (events.length - uploaded);
}

describe('when an official uploads a photo of the facility', () => {
  it('stores it with a thumbnail and lists it, served only to those who may see the match', async () => {
    const answer = await send(official, {
      name: 'dvorana.png',
      type: 'image/png',
      content: png(800, 600),
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      contest_id: contest,
      kind: 'facility',
      media_type: 'image/png',
      original_name: 'dvorana.png',
    });
    expect(answer.body.thumbnail_url).toMatch(/\/thumbnail$/);
    expect(await stored()).toEqual({ rows: 1, files: 2, events: 1 });

    const list = await official.get(filesPath);
    expect(list.body.data.map((file: { id: number }) => file.id)).toEqual([answer.body.id]);
    expect(list.body.limits).toEqual({
      max_files: matchFileLimits.maxFiles,
      max_bytes: matchFileLimits.maxBytes,
    });
    const image = await official.get(answer.body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const thumbnail = await official.get(answer.body.thumbnail_url);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');

    const stranger = (
      await newSignedIn(running.url, running.knex, 'official', ['referee'], ['view.contests'])
    ).browser;
    expect((await stranger.get(answer.body.url)).status).toBe(403);
    expect((await stranger.get(filesPath)).status).toBe(403);
    const anonymous = await fetch(`${running.url}${answer.body.url as string}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('when the file is exactly at or just over the 20 MB limit', () => {
  it('accepts exactly 20 MB', async () => {
    const answer = await send(
      official,
      { name: 'zapisnik.pdf', type: 'application/pdf', content: pdfOf(matchFileLimits.maxBytes) },
      'score-sheet',
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      size_bytes: 20 * 1024 * 1024,
      media_type: 'application/pdf',
      thumbnail_url: null,
    });
    expect(await stored()).toEqual({ rows: 1, files: 1, events: 1 });
  });

  it('refuses 20 MB and one byte, storing nothing', async () => {
    const answer = await send(
      official,
      {
        name: 'zapisnik.pdf',
        type: 'application/pdf',
        content: pdfOf(matchFileLimits.maxBytes + 1),
      },
      'score-sheet',
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'The file is larger than 20 MB.',
      errors: { file: ['The file is larger than 20 MB.'] },
    });
    expect(await stored()).toEqual({ rows: 0, files: 0, events: 0 });
  });
});

describe('when a file is not what its name says', () => {
  const refused = {
    message: 'Invalid file for upload.',
    errors: { file: ['Invalid file for upload.'] },
  };

  it('refuses an HTML page renamed .png, storing nothing', async () => {
    const page = '<!doctype html><html><body><script>document.title = 1</script></body></html>';
    const answer = await send(official, { name: 'photo.png', type: 'image/png', content: page });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(refused);
    expect(await stored()).toEqual({ rows: 0, files: 0, events: 0 });
  });

  it('refuses an SVG, storing nothing', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>';
    const answer = await send(official, { name: 'logo.svg', type: 'image/svg+xml', content: svg });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(refused);
    expect(await stored()).toEqual({ rows: 0, files: 0, events: 0 });
  });

  it('refuses a PNG signature in front of an HTML page, storing nothing', async () => {
    const forged = Buffer.concat([
      png(1, 1).subarray(0, 8),
      Buffer.from('<html><script>x()</script>'),
    ]);
    const answer = await send(official, { name: 'photo.png', type: 'image/png', content: forged });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(refused);
    expect(await stored()).toEqual({ rows: 0, files: 0, events: 0 });
  });
});

describe('when more files are sent at once than the match has places for', () => {
  it('keeps exactly the limit, names it in the refusals, and stores nothing of the refused', async () => {
    // Fill all but one place, then send several at once: exactly one may get the last place.
    for (let i = 1; i < matchFileLimits.maxFiles; i += 1) {
      const answer = await send(official, {
        name: `foto-${i}.pdf`,
        type: 'application/pdf',
        content: pdfOf(100 + i),
      });
      expect(answer.status).toBe(201);
    }
    const atOnce = 8;
    const answers = await Promise.all(
      Array.from({ length: atOnce }, (_, i) =>
        send(official, {
          name: `zadnja-${i}.pdf`,
          type: 'application/pdf',
          content: pdfOf(200 + i),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refusals = answers.filter((answer) => answer.status === 422);
    expect(refusals).toHaveLength(atOnce - 1);
    for (const refusal of refusals) {
      expect(refusal.body).toEqual({
        message: `A match may have at most ${matchFileLimits.maxFiles} files; remove one first.`,
        errors: {
          file: [`A match may have at most ${matchFileLimits.maxFiles} files; remove one first.`],
        },
      });
    }
    expect(await stored()).toEqual({
      rows: matchFileLimits.maxFiles,
      files: matchFileLimits.maxFiles,
      events: matchFileLimits.maxFiles,
    });
    expect((await official.get(filesPath)).body.data).toHaveLength(matchFileLimits.maxFiles);
  });
});

describe('when the official who uploaded a file removes it', () => {
  it('takes the row, the bytes and the thumbnail away, and no one else may', async () => {
    const added = await send(official, {
      name: 'mutno.png',
      type: 'image/png',
      content: png(50, 50),
    });
    expect(await stored()).toEqual({ rows: 1, files: 2, events: 1 });
    const colleague = (
      await newSignedIn(running.url, running.knex, 'official', ['referee'], ['view.contests'])
    ).browser;
    await running.knex('rm.contest_officials').insert({
      contest_id: contest,
      league_id: 1,
      account_id: Number((await colleague.get('/api/officials/user')).body.user.id),
      role: 'delegate',
    });
    expect((await colleague.request('DELETE', added.body.url)).status).toBe(403);
    const removed = await official.request('DELETE', added.body.url);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual([]);
    expect(await stored()).toEqual({ rows: 0, files: 0, events: 0 });
    expect((await official.get(added.body.url)).status).toBe(404);
  });
});

describe('when an official uploads to a match outside their leagues', () => {
  it('answers 403 and stores nothing', async () => {
    const answer = await send(
      official,
      { name: 'x.png', type: 'image/png', content: png(5, 5) },
      'facility',
      '/api/officials/games/8/files',
    );
    expect(answer.status).toBe(403);
    expect(await stored()).toEqual({ rows: 0, files: 0, events: 0 });
  });
});

describe('when the kind is missing', () => {
  it('answers 422 naming the kind and stores nothing', async () => {
    const answer = await send(
      official,
      { name: 'x.png', type: 'image/png', content: png(5, 5) },
      'selfie',
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors.kind).toEqual([
      'Choose what the file is: a facility photo, the score sheet or a record.',
    ]);
    expect(await stored()).toEqual({ rows: 0, files: 0, events: 0 });
  });
});
