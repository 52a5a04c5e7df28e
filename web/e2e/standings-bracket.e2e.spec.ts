import type { PublicStandings } from '@courtside/events';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { superAdminApi } from './support/admin';
import { courtsideForFile } from './support/courtside';

const courtside = courtsideForFile();
let visitor: Page;
let playOffId: number;
let seeded: { id: number; name: string }[];

beforeAll(async () => {
  const admin = await superAdminApi(courtside);
  const standings = await admin.get(`/api/leagues/${courtside.leagueId}/public-standings`);
  seeded = (standings.body as PublicStandings).standings.slice(0, 4).map((row) => row.team);
  const created = await admin.request('POST', '/api/admin/leagues', {
    body: {
      kind: 'play-off',
      name: 'Plej-of Sever',
      number_of_teams: 4,
      rounds: 1,
      start_date: '2026-12-05',
      public: true,
      team_ids: seeded.map((team) => team.id),
      best_of: 3,
      generate: true,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  playOffId = created.body.id as number;
  visitor = await courtside.open();
});

describe('when a play-off has been drawn', () => {
  it('shows the public its bracket, in the league page and the widget', async () => {
    for (const path of [
      `/league/${playOffId}`,
      `/integrations/leagues/league/${playOffId}/schedule`,
    ]) {
      await visitor.goto(path);
      // The league page opens a play-off on its bracket (issue 10); the widget shows it first.
      if (path.startsWith('/league/')) {
        await visitor.getByRole('tab', { name: 'Bracket', selected: true }).waitFor();
      }
      const bracket = visitor.getByRole('region', { name: 'Bracket' });
      await bracket.waitFor();
      await bracket.getByText('Final', { exact: true }).waitFor();
      await bracket.getByText('Best of 3 games').waitFor();
      // First against fourth and second against third, as seeded.
      for (const team of seeded) await bracket.getByText(team.name, { exact: true }).waitFor();
      expect(await bracket.getByText('To be decided').count()).toBe(2);
    }
  });

  it('leaves the bracket out of the widget that asks for the schedule without it', async () => {
    await visitor.goto(`/integrations/leagues/league/${playOffId}/schedule-without-bracket`);
    await visitor
      .getByText(seeded[0]?.name ?? '', { exact: true })
      .first()
      .waitFor();
    expect(await visitor.getByRole('region', { name: 'Bracket' }).count()).toBe(0);
  });
});

describe("when a new user opens the demo's play-off", () => {
  it('shows its bracket at once: quarter-finals decided, semi-finals set, the final to come', async () => {
    await visitor.goto(`/league/${courtside.playOffLeagueId}`);
    await visitor.getByRole('tab', { name: 'Bracket', selected: true }).waitFor();
    const bracket = visitor.getByRole('region', { name: 'Bracket' });
    await bracket.waitFor();
    await bracket.getByText('Best of 3 games').waitFor();
    await bracket.getByText('Final', { exact: true }).waitFor();
    // Only the final's two places wait for a team: every semi-final has both of its.
    await expect.poll(() => bracket.getByText('To be decided').count()).toBe(2);
  });
});
