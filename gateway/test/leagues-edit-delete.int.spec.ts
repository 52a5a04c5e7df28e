import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from './browser';
import { refused as refusedOn } from './competitions-support';
import { newSignedIn } from './signed-in';
import { startStack, type Stack } from './stack';

let stack: Stack;
let admin: TestBrowser;
let juniors: { id: number };

const adminMeta = { actor: { kind: 'admin' as const, id: '1' } };

beforeAll(async () => {
  stack = await startStack();
  admin = (await newSignedIn(stack.url, stack.gateway.knex, 'admin', ['league admin'])).browser;
  juniors = await stack.command.commands.createCategory({
    name: 'Juniori',
    season: '2026/27',
    public: true,
  });
  await stack.projection.waitFor(
    (await stack.command.commands.createArena({ name: 'Spens', city: 'Novi Sad' })).position,
    30_000,
  );
});

afterAll(async () => {
  await stack.close();
});

/** A bad request, refused with a 422 that records nothing. */
const refused = (send: () => Promise<{ status: number; body: unknown }>) => refusedOn(stack, send);

async function newLeague(name: string): Promise<number> {
  const created = await admin.request('POST', '/api/admin/leagues', {
    body: { kind: 'league', name, number_of_teams: 4, rounds: 2, start_date: '2026-10-05' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

describe('when an organiser edits every field the wizard set', () => {
  it('saves name, dates, rounds, public flag and category, whose season comes with it', async () => {
    const id = await newLeague('Kadetska liga');
    const saved = await admin.request('PATCH', `/api/admin/leagues/${id}`, {
      body: {
        name: 'Kadetska liga Sever',
        start_date: '2026-11-02',
        weeks: 12,
        rounds: 3,
        public: false,
        category_id: juniors.id,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Kadetska liga Sever',
      start_date: '2026-11-02',
      weeks: 12,
      rounds: 3,
      public: false,
      category_id: juniors.id,
      category_name: 'Juniori',
      season: '2026/27',
    });
  });

  it('refuses bad values with the field named, and records nothing', async () => {
    const id = await newLeague('Pionirska liga');
    const rounds = await refused(() =>
      admin.request('PATCH', `/api/admin/leagues/${id}`, { body: { rounds: 9 } }),
    );
    expect(rounds.errors.rounds).toEqual(['Maximum rounds 4.']);
    const category = await refused(() =>
      admin.request('PATCH', `/api/admin/leagues/${id}`, { body: { category_id: 999_999 } }),
    );
    expect(Object.keys(category.errors)).toEqual(['category_id']);
    const date = await refused(() =>
      admin.request('PATCH', `/api/admin/leagues/${id}`, { body: { start_date: '2026-02-30' } }),
    );
    expect(Object.keys(date.errors)).toEqual(['start_date']);
    const name = await refused(() =>
      admin.request('PATCH', `/api/admin/leagues/${id}`, { body: { name: '' } }),
    );
    expect(Object.keys(name.errors)).toEqual(['name']);
  });
});

describe('when an organiser deletes a league', () => {
  it('deletes one with no result: the league and its schedule are gone', async () => {
    const id = await newLeague('Liga za brisanje');
    const before = await stack.eventCount();
    const deleted = await admin.request('DELETE', `/api/admin/leagues/${id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect(await stack.eventCount()).toBe(before + 1);
    expect((await admin.get(`/api/admin/leagues/${id}`)).status).toBe(404);
    expect((await admin.get(`/api/leagues/${id}`)).status).toBe(404);
    // Deleted once: asking again finds nothing and records nothing.
    const again = await admin.request('DELETE', `/api/admin/leagues/${id}`);
    expect(again.status).toBe(404);
    expect(await stack.eventCount()).toBe(before + 1);
  });

  it('refuses one whose contest has a score, saying why, and records nothing', async () => {
    const scored = await stack.command.commands.recordScores(
      stack.contestId,
      { A1: 21, B1: 17, expected_revision: stack.contestRevision },
      adminMeta,
    );
    await stack.projection.waitFor(scored.position, 30_000);
    const body = await refused(() =>
      admin.request('DELETE', `/api/admin/leagues/${stack.leagueId}`),
    );
    expect(body.message).toBe('This league already has results, so it can no longer be deleted.');
    expect((await admin.get(`/api/admin/leagues/${stack.leagueId}`)).status).toBe(200);
  });
});

describe('when a visitor opens the round selector of a league', () => {
  it('offers only the rounds with a finished contest', async () => {
    const { commands } = stack.command;
    const later = await commands.scheduleContest(
      {
        league_id: stack.leagueId,
        round: 2,
        time: '2026-12-01T18:00:00.000Z',
        location: 'Spens',
        first_team_id: stack.teams.away,
        second_team_id: stack.teams.home,
      },
      adminMeta,
    );
    await stack.projection.waitFor(later.position, 30_000);
    const rounds = async () =>
      ((await admin.get(`/api/leagues/${stack.leagueId}/standings`)).body as { rounds: number[] })
        .rounds;
    // Round 1's contest is under way, round 2's still to come: nothing is played yet.
    expect(await rounds()).toEqual([]);
    const contest = (await admin.get(`/api/contests/${stack.contestId}`)).body as {
      revision: number;
    };
    const finished = await commands.finishContest(
      stack.contestId,
      { expected_revision: contest.revision },
      adminMeta,
    );
    await stack.projection.waitFor(finished.position, 30_000);
    expect(await rounds()).toEqual([1]);
  });
});
