import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationOf } from '../src/auth/permissions';
import { TestBrowser } from './browser';
import { startGateway } from './harness';
import { type Case, context } from './permissions/cases';
import { clubRows } from './permissions/clubs.rows';
import { competitionRows } from './permissions/competitions.rows';
import { cyrillicSeoRows } from './permissions/cyrillic-seo.rows';
import { foundationRows } from './permissions/foundation.rows';
import { leagueAdminRows } from './permissions/leagues-admin.rows';
import { officialDeskRows } from './permissions/official-desk.rows';
import { officialTestRows } from './permissions/official-tests.rows';
import { openApiRows } from './permissions/openapi.rows';
import { platformRows } from './permissions/platform.rows';
import { publicFormRows } from './permissions/public-forms.rows';
import { publicPageRows } from './permissions/public-pages.rows';
import { resultRows } from './permissions/results.rows';
import { userRows } from './permissions/users.rows';
import { videoZoneRows } from './permissions/video-zone.rows';
import { readModelRows } from './read-models';
import { apiRoutes } from './routes';
import { newSignedIn } from './signed-in';

// Issue 12: an API key widens access, never narrows it. Every public read (GET routes declared
// publicRoute, found by walking the router) is sent anonymously and with a key for another
// league, and with a key for the league it reads: each key's answer is the anonymous one.
// The example requests are the route × role table's (permissions.int.spec.ts).
const table: Record<string, Case> = {
  ...foundationRows,
  ...videoZoneRows,
  ...userRows,
  ...competitionRows,
  ...leagueAdminRows,
  ...resultRows,
  ...officialDeskRows,
  ...officialTestRows,
  ...clubRows,
  ...platformRows,
  ...publicFormRows,
  ...publicPageRows,
  ...cyrillicSeoRows,
  ...openApiRows,
};

/** Answers that differ on every call by design (a fresh puzzle): only their shape is compared. */
const fresh = new Set(['GET /captcha/challenge']);

const keys = { otherLeague: '', ownLeague: '' };

beforeAll(async () => {
  context.running = await startGateway();
  const rows = readModelRows(context.running.knex);
  await rows.league({ id: 1, name: 'Prva liga' });
  await rows.league({ id: 2, name: 'Druga liga' });
  await rows.contest({ id: 7, leagueId: 1, time: '2026-05-02T18:00:00Z', teams: [1, 'A', 2, 'B'] });
  const admin = await newSignedIn(context.running.url, context.running.knex, 'admin', [
    'administrator',
  ]);
  for (const [name, leagueId] of [
    ['otherLeague', 2],
    ['ownLeague', 1],
  ] as const) {
    const created = await admin.browser.request('POST', '/api/api-keys', {
      body: { name, league_ids: [leagueId] },
    });
    expect(created.status).toBe(201);
    keys[name] = (created.body as { secret: string }).secret;
  }
});

afterAll(async () => {
  await context.running.close();
});

function publicReads(): string[] {
  return apiRoutes(context.running.gateway.app)
    .filter((route) => route.key.startsWith('GET '))
    .filter((route) => route.handlers.some((handler) => declarationOf(handler)?.public))
    .map((route) => route.key);
}

describe('when a key holder reads what the public reads', () => {
  it('finds the public reads on the router, each with an example request', () => {
    const reads = publicReads();
    expect(reads).toContain('GET /leagues');
    expect(reads.filter((key) => !(key in table))).toEqual([]);
  });

  it.each(Object.keys(keys) as (keyof typeof keys)[])(
    'answers every public read with a key for the %s as it answers anonymously',
    async (which) => {
      const worse: string[] = [];
      for (const key of publicReads()) {
        const testCase = table[key];
        if (!testCase) continue;
        const { path } = await testCase.request();
        const anonymous = await new TestBrowser(context.running.url).get(path);
        const keyed = await new TestBrowser(context.running.url).get(path, {
          'x-api-key': keys[which],
        });
        const same = fresh.has(key)
          ? Object.keys(Object(keyed.body)).join() === Object.keys(Object(anonymous.body)).join()
          : JSON.stringify(keyed.body) === JSON.stringify(anonymous.body);
        if (keyed.status !== anonymous.status || !same) {
          worse.push(`${key}: ${anonymous.status} anonymously, ${keyed.status} with the key`);
        }
      }
      expect(worse).toEqual([]);
    },
  );
});
