import { matchFileLimits } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { png } from './competitions-support';
import {
  contest,
  desk,
  filesPath,
  send,
  stored,
  useUploadsDesk,
} from './official-desk-uploads-support';
import { newSignedIn } from './signed-in';

// Who may store, read and remove a match's files (the limits are in official-desk-upload-limits).
useUploadsDesk();

/** A referee who is not assigned to the desk's contest. */
async function anotherReferee() {
  const { url, knex } = desk.running;
  return (await newSignedIn(url, knex, 'official', ['referee'], ['view.contests'])).browser;
}

describe('when an official uploads a photo of the facility', () => {
  it('stores it with a thumbnail and lists it, served only to those who may see the match', async () => {
    const answer = await send(desk.official, {
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

    const list = await desk.official.get(filesPath);
    expect(list.body.data.map((file: { id: number }) => file.id)).toEqual([answer.body.id]);
    expect(list.body.limits).toEqual({
      max_files: matchFileLimits.maxFiles,
      max_bytes: matchFileLimits.maxBytes,
    });
    const image = await desk.official.get(answer.body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const thumbnail = await desk.official.get(answer.body.thumbnail_url);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');

    const stranger = await anotherReferee();
    expect((await stranger.get(answer.body.url)).status).toBe(403);
    expect((await stranger.get(filesPath)).status).toBe(403);
    const anonymous = await fetch(`${desk.running.url}${answer.body.url as string}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('when the official who uploaded a file removes it', () => {
  it('takes the row, the bytes and the thumbnail away, and no one else may', async () => {
    const added = await send(desk.official, {
      name: 'mutno.png',
      type: 'image/png',
      content: png(50, 50),
    });
    expect(await stored()).toEqual({ rows: 1, files: 2, events: 1 });
    const colleague = await anotherReferee();
    await desk.running.knex('rm.contest_officials').insert({
      contest_id: contest,
      league_id: 1,
      account_id: Number((await colleague.get('/api/officials/user')).body.user.id),
      role: 'delegate',
    });
    expect((await colleague.request('DELETE', added.body.url)).status).toBe(403);
    const removed = await desk.official.request('DELETE', added.body.url);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual([]);
    expect(await stored()).toEqual({ rows: 0, files: 0, events: 0 });
    expect((await desk.official.get(added.body.url)).status).toBe(404);
  });
});

describe('when an official uploads to a match outside their leagues', () => {
  it('answers 403 and stores nothing', async () => {
    const answer = await send(
      desk.official,
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
      desk.official,
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
