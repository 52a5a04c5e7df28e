import { describe, expect, it } from 'vitest';
import { superAdminForFile } from './support/admin';
import { phone } from './support/screens';

// Issue 12: the API key documentation screen renders /api/openapi.json with examples for the
// leagues of the admin's own keys, and the keys list shows each key's use.

const { courtside, admin } = superAdminForFile();
let secret = '';

describe('when an admin with a key opens the API key documentation', () => {
  it('shows grouped endpoints with a curl request and a real answer for their league', async () => {
    const leagueId = courtside.leagueId;
    const league = await courtside.fetchContest(courtside.liveContestId);
    // The key is made as the admin's own browser makes it (session, CSRF header).
    const created = await admin.evaluate(async (id) => {
      const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const answer = await fetch('/api/api-keys', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-xsrf-token': token,
          accept: 'application/json',
        },
        body: JSON.stringify({ name: 'Semafor', league_ids: [id] }),
      });
      return { status: answer.status, body: (await answer.json()) as { secret: string } };
    }, leagueId);
    expect(created.status).toBe(201);
    secret = created.body.secret;

    await admin.goto('/administration/api-keys/create-edit');
    await admin.getByRole('link', { name: 'API key documentation' }).click();
    await admin.getByRole('heading', { name: 'API key documentation' }).waitFor();
    expect(
      await admin.getByLabel('Examples for league').and(admin.locator('input')).inputValue(),
    ).toBe(league.league_name);

    const standings = admin
      .getByTestId('api-endpoint')
      .filter({ hasText: '/leagues/{id}/public-standings' });
    await standings
      .getByText(
        `curl -H "X-Api-Key: $COURTSIDE_API_KEY" "${courtside.app.url}/api/leagues/${leagueId}/public-standings"`,
      )
      .waitFor();
    await standings.getByRole('button', { name: 'Show example answer' }).click();
    await standings
      .getByTestId('api-example-answer')
      .getByText(league.league_name)
      .first()
      .waitFor();
    await admin.getByRole('button', { name: 'Contests' }).click();
    await admin.getByTestId('api-endpoint').filter({ hasText: '/contests/{id}' }).first().waitFor();

    await admin.setViewportSize(phone);
    await standings.waitFor();
    const overflow = await admin.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  it("shows the key's requests of today in the keys list", async () => {
    for (let call = 0; call < 2; call += 1) {
      const answer = await fetch(`${courtside.app.url}/api/leagues`, {
        headers: { 'x-api-key': secret },
      });
      expect(answer.status).toBe(200);
    }
    await admin.goto('/administration/api-keys/create-edit');
    const usage = admin
      .getByRole('row')
      .filter({ hasText: 'Semafor' })
      .getByRole('img', { name: '2 requests in the last 14 days, 2 today' });
    await usage.waitFor();
  });
});
