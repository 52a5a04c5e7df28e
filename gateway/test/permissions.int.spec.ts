import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationOf } from '../src/auth/permissions';
import { TestBrowser } from './browser';
import { startGateway } from './harness';
import { type Case, context, type Role, roleNames, roles } from './permissions/cases';
import { competitionRows } from './permissions/competitions.rows';
import { foundationRows } from './permissions/foundation.rows';
import { leagueAdminRows } from './permissions/leagues-admin.rows';
import { officialDeskRows } from './permissions/official-desk.rows';
import { resultRows } from './permissions/results.rows';
import { userRows } from './permissions/users.rows';
import { videoZoneRows } from './permissions/video-zone.rows';
import { officialTestRows } from './permissions/official-tests.rows';
import { openApiRows } from './permissions/openapi.rows';
import { clubRows } from './permissions/clubs.rows';
import { platformRows } from './permissions/platform.rows';
import { providerRows } from './permissions/providers.rows';
import { integrationsAdminRows } from './permissions/integrations-admin.rows';
import { publicFormRows } from './permissions/public-forms.rows';
import { publicPageRows } from './permissions/public-pages.rows';
import { cyrillicSeoRows } from './permissions/cyrillic-seo.rows';
import { workflowRows } from './permissions/workflows.rows';
import { webhookRows } from './permissions/webhooks.rows';
import { readModelRows } from './read-models';
import { apiRoutes } from './routes';
import { newSignedIn, signedInAs } from './signed-in';

/**
 * Every /api route (method and path as declared) and how each role is answered. Each area keeps
 * its rows in its own file under ./permissions.
 */
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
  ...providerRows,
  ...integrationsAdminRows,
  ...publicFormRows,
  ...publicPageRows,
  ...cyrillicSeoRows,
  ...workflowRows,
  ...webhookRows,
  ...openApiRows,
};

async function browserFor(role: Role): Promise<TestBrowser> {
  const account = context.accounts.get(role);
  if (!account) {
    const browser = new TestBrowser(context.running.url);
    await browser.csrf();
    return browser;
  }
  return signedInAs(context.running.url, context.running.knex, account);
}

beforeAll(async () => {
  context.running = await startGateway();
  for (const role of roleNames) {
    const who = roles[role];
    if (!who) continue;
    const { id } = await newSignedIn(context.running.url, context.running.knex, who.kind, [
      ...who.roles,
    ]);
    context.accounts.set(role, { id, kind: who.kind });
  }
  const rows = readModelRows(context.running.knex);
  await rows.league({ id: 1, name: 'Prva liga' });
  await rows.contest({ id: 7, leagueId: 1, time: '2026-05-02T18:00:00Z', teams: [1, 'A', 2, 'B'] });
});

afterAll(async () => {
  await context.running.close();
});

describe('when the API routes are listed from the router', () => {
  it('finds every route in the table, and every route declares what it needs', () => {
    const routes = apiRoutes(context.running.gateway.app);
    expect(routes.length).toBeGreaterThan(0);
    const untabled = routes.filter((route) => !(route.key in table)).map((r) => r.key);
    expect(untabled, 'routes without expected answers in this table').toEqual([]);
    const undeclared = routes
      .filter((route) => !route.handlers.some((handler) => declarationOf(handler)))
      .map((route) => route.key);
    expect(undeclared, 'routes without requires(…) or publicRoute').toEqual([]);
    const mounted = new Set(routes.map((route) => route.key));
    expect(Object.keys(table).filter((key) => !mounted.has(key))).toEqual([]);
  });
});

describe.each(Object.entries(table))('when %s is called', (key, testCase) => {
  const method = key.split(' ')[0] ?? 'GET';
  it.each(roleNames)('answers %s as the table says', async (role) => {
    const expected = testCase.answers[role] ?? testCase.others;
    const browser = await browserFor(role);
    const { path, body } = await testCase.request();
    const answer = await browser.request(method, path, { body });
    if (expected === 'ok') {
      expect(answer.status, JSON.stringify(answer.body)).toBe(testCase.ok);
    } else {
      expect(answer.status).toBe(expected);
      expect(answer.body).toEqual({
        message: expected === 401 ? 'Unauthenticated.' : 'Unauthorized.',
      });
    }
  });
});
