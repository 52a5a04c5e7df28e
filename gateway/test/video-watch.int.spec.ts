import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoLimits, type VideoPlayback, type WatchableVideo } from '@courtside/events';
import { TestBrowser } from './browser';
import { newSignedIn } from './signed-in';
import { startVideoWorld, type VideoWorld } from './video-watch-support';

let world: VideoWorld;
/** An approved representative of Vojvodina, whose team plays the closed league's match. */
let vojvodina: TestBrowser;
let file: Buffer;

beforeAll(async () => {
  world = await startVideoWorld();
  vojvodina = await world.representativeOf(world.clubs.vojvodina);
  file = await readFile(world.media.video);
}, 120_000);

afterAll(async () => {
  await world?.close();
});

/** Fetches a signed media link as a `<video>` element would: no session, maybe a range. */
function media(url: string, range?: string) {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (range) headers.range = range;
  return fetch(new URL(url, world.stack.url), { headers });
}

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('when an approved representative opens the video list', () => {
  it("lists the club's match and the open league's, newest first, with poster and match", async () => {
    const answer = await vojvodina.request('GET', '/api/video-zone/videos');
    expect(answer.status).toBe(200);
    const listed = answer.body.data as WatchableVideo[];
    expect(listed.map((video) => video.id).sort()).toEqual(
      [world.videos.closed, world.videos.open].sort(),
    );
    const own = listed.find((video) => video.id === world.videos.closed);
    expect(own).toMatchObject({
      duration_seconds: 6,
      contest: {
        league_name: 'Zatvorena liga',
        first_team: { name: 'Vojvodina' },
        second_team: { name: 'Partizan' },
        first_team_total: 80,
        second_team_total: 16 + 17 + 18 + 19,
      },
    });
    const poster = await media(own?.poster_url ?? '');
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(await bytes(poster)).toEqual(await readFile(world.media.poster));
  });

  it("shows another club only the open league's video, and refuses it the closed one", async () => {
    const zvezda = await world.representativeOf(world.clubs.zvezda);
    const { body } = await zvezda.request('GET', '/api/video-zone/videos');
    expect((body.data as WatchableVideo[]).map((video) => video.id)).toEqual([world.videos.open]);
    expect((await world.play(zvezda, world.videos.open)).url).toMatch(/^\/media\/videos\//);
    const refused = await zvezda.request(
      'GET',
      `/api/video-zone/videos/${world.videos.closed}/play`,
    );
    expect(refused.status).toBe(403);
  });
});

describe('when someone who may not watch asks', () => {
  it('refuses a pending and a deleted representative, an official and an administrator without the right', async () => {
    const knex = world.stack.gateway.knex;
    const pending = await world.representativeOf(world.clubs.vojvodina, { approved: false });
    const deleted = await world.representativeOf(world.clubs.vojvodina, {
      approved: true,
      deleted: true,
    });
    const official = (await newSignedIn(world.stack.url, knex, 'official', ['referee'])).browser;
    for (const browser of [pending, deleted, official]) {
      expect((await browser.request('GET', '/api/video-zone/videos')).status).toBe(403);
      const play = `/api/video-zone/videos/${world.videos.closed}/play`;
      expect((await browser.request('GET', play)).status).toBe(403);
    }
    const bareAdmin = (await newSignedIn(world.stack.url, knex, 'admin', [])).browser;
    const adminPlay = `/api/admin/videos/${world.videos.closed}/play`;
    expect((await bareAdmin.request('GET', adminPlay)).status).toBe(403);
  });

  it('tells the public to sign in and gives it no file without a signed link', async () => {
    const visitor = new TestBrowser(world.stack.url);
    expect((await visitor.request('GET', '/api/video-zone/videos')).status).toBe(401);
    expect((await media(`/media/videos/${world.videos.closed}?what=video`)).status).toBe(403);
  });
});

describe('when an administrator plays a video', () => {
  it('gets the same signed links and markers', async () => {
    const knex = world.stack.gateway.knex;
    const admin = (await newSignedIn(world.stack.url, knex, 'admin', ['administrator'])).browser;
    const answer = await admin.request('GET', `/api/admin/videos/${world.videos.closed}/play`);
    expect(answer.status).toBe(200);
    const played = answer.body as VideoPlayback;
    expect((await media(played.url, 'bytes=0-9')).status).toBe(206);
  });
});

describe('when the player streams a video through its signed link', () => {
  let played: VideoPlayback;
  beforeAll(async () => {
    played = await world.play(vojvodina, world.videos.closed);
  });

  it('marks each quarter where the previous one was scored', () => {
    expect(played.markers).toEqual([
      { period: 'Q1', seconds: 0 },
      { period: 'Q2', seconds: 1 },
      { period: 'Q3', seconds: 2 },
      { period: 'Q4', seconds: 3 },
    ]);
    expect(played.duration_seconds).toBe(6);
  });

  it('sends the whole file without a range, as a private answer that takes ranges', async () => {
    const whole = await media(played.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('content-length')).toBe(String(file.length));
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toMatch(/^private/);
    expect(await bytes(whole)).toEqual(file);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const part = await media(played.url, 'bytes=100-1099');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${file.length}`);
    expect(part.headers.get('content-length')).toBe('1000');
    expect(await bytes(part)).toEqual(file.subarray(100, 1100));
  });

  it('answers a suffix range with the last bytes and an open range with the rest', async () => {
    const suffix = await media(played.url, 'bytes=-500');
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe(
      `bytes ${file.length - 500}-${file.length - 1}/${file.length}`,
    );
    expect(await bytes(suffix)).toEqual(file.subarray(file.length - 500));
    const open = await media(played.url, 'bytes=100-');
    expect(open.status).toBe(206);
    expect(await bytes(open)).toEqual(file.subarray(100));
  });

  it('answers 416 for a range past the end', async () => {
    const past = await media(played.url, `bytes=${file.length}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${file.length}`);
  });

  it('refuses a forged link: another video, another viewer, a longer life, a bad signature', async () => {
    const url = new URL(played.url, world.stack.url);
    const changed = (field: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(field, value);
      return copy.pathname + copy.search;
    };
    const forged = [
      played.url.replace(
        `/media/videos/${world.videos.closed}?`,
        `/media/videos/${world.videos.open}?`,
      ),
      changed('viewer', '1'),
      changed('exp', String(Number(url.searchParams.get('exp')) + 3600)),
      changed('sig', 'A'.repeat(43)),
      changed('what', 'poster'),
    ];
    for (const link of forged) {
      const answer = await media(link, 'bytes=0-9');
      expect(answer.status, link).toBe(403);
      expect((await answer.json()) as unknown).toEqual({
        message: 'This video link is not valid.',
      });
    }
  });
});

describe('when a signed link has expired', () => {
  it('answers 403 with a plain message, and a new link plays again', async () => {
    const played = await world.play(vojvodina, world.videos.closed);
    expect((await media(played.url, 'bytes=0-9')).status).toBe(206);
    const before = world.stack.clock.now;
    try {
      world.stack.clock.now = new Date(before.getTime() + videoLimits.signedUrlSeconds * 1000);
      const expired = await media(played.url, 'bytes=0-9');
      expect(expired.status).toBe(403);
      expect(await expired.json()).toEqual({
        message: 'This video link has expired. Open the video again from the video zone.',
      });
      const renewed = await world.play(vojvodina, world.videos.closed);
      expect(Date.parse(renewed.expires_at)).toBeGreaterThan(Date.parse(played.expires_at));
      expect((await media(renewed.url, 'bytes=0-9')).status).toBe(206);
    } finally {
      world.stack.clock.now = before;
    }
  });
});

describe('when a representative is deleted after being given a link', () => {
  it('the link opens nothing, though its time is not up', async () => {
    const knex = world.stack.gateway.knex;
    const leaving = await world.representativeOf(world.clubs.vojvodina);
    const played = await world.play(leaving, world.videos.closed);
    expect((await media(played.url, 'bytes=0-9')).status).toBe(206);
    const viewer = Number(new URL(played.url, world.stack.url).searchParams.get('viewer'));
    await knex('accounts').where({ id: viewer }).update({ deleted_at: world.stack.clock.now });
    expect((await media(played.url, 'bytes=0-9')).status).toBe(403);
  });
});

describe('when a video is removed from its match', () => {
  it('drops it from the list, and its links find nothing', async () => {
    const played = await world.play(vojvodina, world.videos.open);
    const removed = await world.stack.command.commands.removeVideo(
      world.videos.open,
      { reason: 'Pogrešna utakmica.' },
      { actor: { kind: 'admin', id: '1' } },
    );
    await world.stack.projection.waitFor(removed.position, 30_000);
    expect((await media(played.url, 'bytes=0-9')).status).toBe(404);
    const { body } = await vojvodina.request('GET', '/api/video-zone/videos');
    expect((body.data as WatchableVideo[]).map((video) => video.id)).toEqual([world.videos.closed]);
    const play = `/api/video-zone/videos/${world.videos.open}/play`;
    expect((await vojvodina.request('GET', play)).status).toBe(404);
  });
});
