import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceUnderTest, type ServiceUnderTest } from '../testing/service-under-test';

// Clubs written before the claims tables existed: after migrate, the database guard holds for
// them as for new clubs (command-service alone, with no gateway read-table check in front).
let sut: ServiceUnderTest;

beforeAll(async () => {
  sut = await startServiceUnderTest(new Date('2026-10-03T19:00:00.000Z'));
});

afterAll(async () => {
  await sut.close();
});

async function created(path: string, body: Record<string, unknown>): Promise<number> {
  const answer = await sut.send('POST', path, body);
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

describe('when clubs existed before the claims tables', () => {
  it('claims their names and teams on migrate, so a new club cannot take them', async () => {
    const oldTeam = await created('/teams', { name: 'Stari lavovi' });
    const removedTeam = await created('/teams', { name: 'Ugašeni tim' });
    await created('/clubs', { name: 'KK Stara garda', team_ids: [oldTeam, removedTeam] });
    const renamed = await created('/clubs', { name: 'KK Prvo ime' });
    expect(
      (await sut.send('PUT', `/clubs/${renamed}`, { name: 'KK Drugo ime', team_ids: [] })).status,
    ).toBe(200);
    const deleted = await created('/clubs', { name: 'KK Rasformirani' });
    expect((await sut.send('DELETE', `/clubs/${deleted}`)).status).toBe(200);
    expect((await sut.send('DELETE', `/teams/${removedTeam}`)).status).toBe(200);

    // The database as it was before the claims: no claims tables, no backfill done.
    await sut.pool.query('DROP TABLE command_club_name_claims, command_club_team_claims');
    await sut.pool.query('DROP TABLE IF EXISTS command_backfills');
    await sut.service.migrate();

    const before = await sut.eventCount();
    const sameName = await sut.send('POST', '/clubs', { name: '  kk STARA garda ' });
    expect(sameName.status).toBe(422);
    expect(sameName.body.errors).toEqual({ name: [{ key: 'clubNameTaken' }] });
    const sameTeam = await sut.send('POST', '/clubs', { name: 'KK Novi', team_ids: [oldTeam] });
    expect(sameTeam.status).toBe(422);
    expect(sameTeam.body.errors).toEqual({ 'team_ids[0]': [{ key: 'teamInOtherClub' }] });
    const renamedName = await sut.send('POST', '/clubs', { name: 'KK Drugo ime' });
    expect(renamedName.status).toBe(422);
    expect(await sut.eventCount()).toBe(before);

    // What old clubs no longer use stays free: an earlier name, a deleted club's name.
    await created('/clubs', { name: 'KK Prvo ime' });
    await created('/clubs', { name: 'KK Rasformirani' });
  });

  it('backfills once: a later migrate leaves the claims as they are', async () => {
    const { rows } = await sut.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM command_club_name_claims',
    );
    await sut.service.migrate();
    const again = await sut.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM command_club_name_claims',
    );
    expect(again.rows[0]).toEqual(rows[0]);
    const marker = await sut.pool.query('SELECT name FROM command_backfills');
    expect(marker.rows).toEqual([{ name: 'club-claims' }]);
  });
});
