import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_NOTICE_CHANNEL, compareCheckpoints } from '@courtside/events';
import { TestBrowser } from './browser';
import { readModelRows } from './read-models';
import { newSignedIn } from './signed-in';
import { TestSocket } from './socket-client';
import { official, startStack, type Stack } from './stack';

// Issue 13 (public reads): serialized public answers kept until a change notice names them,
// with their ETag (304) and compressed forms.

let stack: Stack;
let admin: { browser: TestBrowser; id: number };
const privateLeague = 900;

beforeAll(async () => {
  stack = await startStack({ gatewayConfig: { publicCacheBytes: 8 * 1024 * 1024 } });
  admin = await newSignedIn(stack.url, stack.gateway.knex, 'admin', ['administrator']);
  await readModelRows(stack.gateway.knex).league({
    id: privateLeague,
    name: 'Zatvoreni turnir',
    public: false,
  });
});

afterAll(async () => {
  await stack?.close();
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly these headers, its body as sent (no decompression on the way). */
function raw(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(
        `${stack.url}${path}`,
        { headers: { accept: 'application/json', ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      )
      .on('error', reject);
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes
const json = (answer: Raw): any => JSON.parse(answer.body.toString('utf8'));

const standingsPath = () => `/api/leagues/${stack.leagueId}/public-standings`;

/** What the projection would send after changing the league's row. */
async function noticeNaming(leagues: number[]): Promise<void> {
  const { knex } = stack.gateway;
  const rows: { checkpoint: string | null }[] = await knex('rm.checkpoints').select('checkpoint');
  const checkpoint = rows.find((row) => row.checkpoint !== null)?.checkpoint ?? '1:1';
  const notice = { projection: 'test', checkpoint, leagues, contests: [], all: false };
  await knex.raw('SELECT pg_notify(?, ?)', [CHANGE_NOTICE_CHANNEL, JSON.stringify(notice)]);
}

describe('when a visitor asks twice for the public standings', () => {
  it('answers the same kept answer, and 304 with no body to a matching If-None-Match', async () => {
    const first = await raw(standingsPath());
    const second = await raw(standingsPath());
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body.equals(first.body)).toBe(true);
    // The kept answer goes out before Express and helmet, yet with the very same headers.
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'strict-transport-security',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'content-type',
      'cache-control',
      'vary',
    ]) {
      expect(first.headers[name], name).toBeDefined();
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    expect(Object.keys(second.headers).sort()).toEqual(Object.keys(first.headers).sort());

    const revalidated = await raw(standingsPath(), { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
  });

  it('keeps it until a change notice names the league, while an organiser reads afresh', async () => {
    const before = json(await raw(standingsPath()));
    // A row changed with no notice (as no projection would): the kept answer still shows.
    await stack.gateway
      .knex('rm.leagues')
      .where('id', stack.leagueId)
      .update({ name: 'Nova liga' });
    expect(json(await raw(standingsPath())).league.name).toBe(before.league.name);
    const organiser = await admin.browser.get(standingsPath());
    expect(organiser.body.league.name).toBe('Nova liga');
    expect(organiser.headers.get('cache-control')).toBe('private, no-store');

    await noticeNaming([stack.leagueId]);
    await expect.poll(async () => json(await raw(standingsPath())).league.name).toBe('Nova liga');
  });
});

describe('when an official saves a score', () => {
  it('gives the next visitor the new standings, schedule and day results, with new ETags', async () => {
    const day = stack.contestTime.toISOString().slice(0, 10);
    const paths = [
      standingsPath(),
      `/api/leagues/${stack.leagueId}/public-schedule`,
      `/api/leagues/${day.replaceAll('-', '/')}/contests`,
    ];
    const before = await Promise.all(paths.map((path) => raw(path)));
    const contestsOf = (answer: Raw) => {
      const body = json(answer);
      return (body.contests ?? body.data) as { id: number; first_team_total: number | null }[];
    };
    for (const answer of before) {
      expect(contestsOf(answer).find((c) => c.id === stack.contestId)?.first_team_total).toBe(0);
    }

    const fan = new TestSocket(stack.url);
    expect(await fan.follow({ league: stack.leagueId })).toMatchObject({ ok: true });
    const browser = new TestBrowser(stack.url);
    await browser.signIn(official.email, official.password);
    const contest = await browser.get(`/api/contests/${stack.contestId}`);
    const saved = await browser.request('PUT', `/api/contests/${stack.contestId}/score`, {
      body: {
        ...{ A1: 22, A2: 18, A3: 20, A4: 21, A_extra: null },
        ...{ B1: 15, B2: 19, B3: 17, B4: 16, B_extra: null },
        expected_revision: contest.body.revision,
      },
    });
    expect(saved.status).toBe(200);
    // The push goes out after the notice dropped what it names: a visitor who reloads on
    // seeing the new score must get it over HTTP too.
    await fan.next(
      'contest:updated',
      (message: { checkpoint: string }) =>
        compareCheckpoints(message.checkpoint, saved.body.position) >= 0,
    );
    fan.close();
    for (const [index, path] of paths.entries()) {
      const after = await raw(path, { 'if-none-match': String(before[index]?.headers.etag) });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before[index]?.headers.etag);
      expect(contestsOf(after).find((c) => c.id === stack.contestId)?.first_team_total).toBe(81);
    }
  });
});

describe('when a client accepts compressed answers', () => {
  it('sends brotli or gzip that decompress to the very same JSON', async () => {
    const plain = await raw(standingsPath());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const gzip = await raw(standingsPath(), { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(gzip.body.length).toBeLessThan(plain.body.length);

    const br = await raw(standingsPath(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });
});

describe('when the standings screen asks for the table alone', () => {
  it('gets the same table as public-standings without the schedule', async () => {
    const full = json(await raw(standingsPath()));
    const lean = await raw(`/api/leagues/${stack.leagueId}/public-table`);
    expect(lean.status).toBe(200);
    const table = json(lean);
    expect(table).not.toHaveProperty('contests');
    expect(table.standings).toEqual(full.standings);
    expect(table.prof_standings).toEqual(full.prof_standings);
    expect(table.league).toEqual(full.league);
    expect(full.contests.length).toBeGreaterThan(0);
  });
});

describe('when an organiser or an API key reads', () => {
  it('never puts an organiser’s view of a private league where visitors can get it', async () => {
    const organiser = await admin.browser.get(`/api/leagues/${privateLeague}/public-standings`);
    expect(organiser.status).toBe(200);
    expect(organiser.body.league.name).toBe('Zatvoreni turnir');
    expect((await raw(`/api/leagues/${privateLeague}/public-standings`)).status).toBe(404);
    expect((await raw(`/api/leagues/${privateLeague}/public-table`)).status).toBe(404);
  });

  it('checks and counts an API key on every request, even for a kept answer', async () => {
    const created = async (leagueIds: number[]) => {
      const answer = await admin.browser.request('POST', '/api/api-keys', {
        body: { name: `Semafor ${leagueIds.join()}`, league_ids: leagueIds },
      });
      expect(answer.status).toBe(201);
      return answer.body as { id: number; secret: string };
    };
    const own = await created([stack.leagueId]);
    const other = await created([privateLeague]);
    const kept = await raw(standingsPath());

    const withKey = await raw(standingsPath(), { authorization: `Bearer ${own.secret}` });
    expect(withKey.status).toBe(200);
    // A key reads its own league as its organiser would (even unpublished): never from, nor
    // into, the visitors' cache, but the same table.
    expect(withKey.headers['cache-control']).toBe('private, no-store');
    const { checkpoint: _keyed, ...keyedAnswer } = JSON.parse(withKey.body.toString());
    const { checkpoint: _kept, ...keptAnswer } = JSON.parse(kept.body.toString());
    expect(keyedAnswer).toEqual(keptAnswer);
    await raw(standingsPath(), { 'x-api-key': own.secret });
    const counted = await stack.gateway.knex('api_keys').where({ id: own.id }).first();
    expect(counted.window_requests).toBe(2);

    // A key for another league only widens access (issue 12): it gets the public answer.
    const otherKey = await raw(standingsPath(), { authorization: `Bearer ${other.secret}` });
    expect(otherKey.status).toBe(200);
    expect(otherKey.headers.etag).toBe(kept.headers.etag);
    expect((await raw(standingsPath(), { authorization: 'Bearer not-a-key' })).status).toBe(401);
  });
});
