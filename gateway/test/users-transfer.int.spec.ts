import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedIn } from './signed-in';
import { startStack, type Stack } from './stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack.close();
});

async function ownerOf(leagueId: number): Promise<number | null> {
  const row = await stack.gateway.knex('leagues').withSchema('rm').where({ id: leagueId }).first();
  return row.owner_id;
}

describe('when a league owner is deleted with a new owner chosen', () => {
  it('hands every league to the new owner through command-service, then deletes', async () => {
    const { knex } = stack.gateway;
    const admin = await newSignedIn(stack.url, knex, 'admin', ['super-admin']);
    const owner = await newSignedIn(stack.url, knex, 'admin', ['administrator']);
    const heir = await newSignedIn(stack.url, knex, 'admin', ['administrator']);
    const created = await stack.command.commands.createLeague(
      {
        name: 'Liga vlasnika',
        public: true,
        number_of_teams: 4,
        rounds: 2,
        start_date: '2026-02-01',
      },
      { actor: { kind: 'admin', id: String(owner.id) } },
    );
    await stack.projection.waitFor(created.position, 30_000);
    expect(await ownerOf(created.id)).toBe(owner.id);

    const refused = await admin.browser.request('DELETE', `/api/users/${owner.id}`, {
      body: { new_owner_id: owner.id },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.new_owner_id).toEqual([
      'Choose an active administrator other than the user being deleted.',
    ]);

    const answer = await admin.browser.request('DELETE', `/api/users/${owner.id}`, {
      body: { new_owner_id: heir.id },
    });
    expect(answer.status).toBe(204);
    const { rows } = await stack.gateway.knex.raw<{ rows: { position: string }[] }>(
      `SELECT position FROM events WHERE type = 'LeagueOwnerChanged' ORDER BY position DESC LIMIT 1`,
    );
    expect(rows).toHaveLength(1);
    // The read side follows the LeagueOwnerChanged event.
    await expect.poll(() => ownerOf(created.id), { timeout: 30_000 }).toBe(heir.id);
    const row = await knex('accounts').where({ id: owner.id }).first();
    expect(row.deleted_at).not.toBeNull();
    expect((await owner.browser.get('/api/profile')).status).toBe(401);
  });
});
