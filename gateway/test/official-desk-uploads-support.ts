import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { streams } from '@courtside/events';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { newSignedIn } from './signed-in';

/** The match an official of league 1 uploads to; match 8 is in league 2, outside their leagues. */
export const contest = 7;
export const filesPath = `/api/officials/games/${contest}/files`;

/** The running gateway and the official of league 1, filled in by useUploadsDesk's beforeAll. */
export const desk = {} as {
  running: RunningGateway;
  folder: string;
  official: TestBrowser;
  officialId: number;
};

/** Upload events still standing in the log when a test starts (rows are cleared, the log is not). */
let eventsBefore = 0;

/**
 * Starts a gateway with its own match-files folder, two leagues with a match each and an official
 * of league 1; every test starts with no files.
 */
export function useUploadsDesk(): void {
  beforeAll(async () => {
    desk.folder = await mkdtemp(path.join(tmpdir(), 'courtside-match-files-'));
    desk.running = await startGateway({ config: { matchFilesDir: desk.folder } });
    const rows = readModelRows(desk.running.knex);
    await rows.league({ id: 1, name: 'Prva liga' });
    await rows.league({ id: 2, name: 'Druga liga' });
    await rows.contest({
      id: contest,
      leagueId: 1,
      time: '2026-05-02T18:00:00Z',
      teams: [1, 'A', 2, 'B'],
    });
    await rows.contest({
      id: 8,
      leagueId: 2,
      time: '2026-05-02T19:00:00Z',
      teams: [3, 'C', 4, 'D'],
    });
    ({ browser: desk.official, id: desk.officialId } = await newSignedIn(
      desk.running.url,
      desk.running.knex,
      'official',
      ['referee'],
      ['view.leagues', 'view.contests'],
    ));
    await desk.running
      .knex('rm.league_officials')
      .insert({ league_id: 1, account_id: desk.officialId, role: 'referee' });
  });

  beforeEach(async () => {
    await desk.running.knex('match_files').delete();
    await rm(desk.folder, { recursive: true, force: true });
    eventsBefore = await standingUploadEvents();
  });

  afterAll(async () => {
    await desk.running.close();
    await rm(desk.folder, { recursive: true, force: true });
  });
}

/** Sends one file the way the phone form does: multipart with its kind, cookies and CSRF. */
export async function send(
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
  const response = await browser.postForm(target, form);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A PDF of exactly `size` bytes: a real header, then padding. */
export function pdfOf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  return bytes;
}

/** What the match holds: rows in the table, files in storage, and upload events in the log. */
export async function stored() {
  const rows = await desk.running.knex('match_files').count({ count: '*' });
  const files = await readdir(desk.folder).catch(() => [] as string[]);
  return {
    rows: Number(rows[0]?.count),
    files: files.length,
    events: (await standingUploadEvents()) - eventsBefore,
  };
}

/** Uploads minus removals recorded for the match. */
async function standingUploadEvents() {
  const events = await desk.running.store.readStream(streams.matchFiles(contest));
  const uploaded = events.filter((event) => event.type === 'MatchFileUploaded').length;
  return uploaded - (events.length - uploaded);
}
