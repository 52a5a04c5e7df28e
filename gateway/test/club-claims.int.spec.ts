import { describe, expect, it } from 'vitest';
import type { TestBrowser } from './browser';
import { competitionAdmins } from './competitions-support';
import { perFile } from './per-file';
import { startStack, type Stack } from './stack';

// Club name unique and a team in one club at most, under requests sent at the same moment: the
// read tables cannot see a rival still being written, only command-service's claims can.

let stack: Stack;
let admin: TestBrowser;

perFile(startStack, async (started) => {
  stack = started;
  ({ admin } = await competitionAdmins(stack));
});

const createClub = (body: Record<string, unknown>) =>
  admin.request('POST', '/api/admin/clubs', { body });

describe('when several admins create clubs at the same moment', () => {
  it('creates one club of a name sent ten times at once (any case, any spaces)', async () => {
    const before = await stack.eventCount();
    const names = Array.from({ length: 10 }, (_, index) =>
      index % 2 === 0 ? 'KK Mladost' : '  kk MLADOST ',
    );
    const answers = await Promise.all(names.map((name) => createClub({ name })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(422)]);
    for (const refused of answers.filter((answer) => answer.status === 422)) {
      expect(refused.body.errors.name).toEqual(['A club with this name already exists.']);
    }
    expect(await stack.eventCount()).toBe(before + 1);
  });

  it('gives one team to one of six clubs claiming it at once', async () => {
    const team = await admin.request('POST', '/api/admin/teams', {
      body: { name: 'Mladi lavovi' },
    });
    expect(team.status).toBe(201);
    const before = await stack.eventCount();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        createClub({ name: `KK Lavovi ${index}`, team_ids: [team.body.id] }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((answer) => answer.status === 422)) {
      expect(refused.body.errors['team_ids[0]']).toEqual([
        'This team already belongs to another club.',
      ]);
    }
    expect(await stack.eventCount()).toBe(before + 1);
  });

  it('frees the name and the team when the club is renamed, then deleted', async () => {
    const team = await admin.request('POST', '/api/admin/teams', { body: { name: 'Sloga mladi' } });
    const club = await createClub({ name: 'KK Sloga', team_ids: [team.body.id] });
    expect(club.status).toBe(201);
    const renamed = await admin.request('PUT', `/api/admin/clubs/${club.body.id}`, {
      body: { name: 'KK Sloga 1946', team_ids: [team.body.id] },
    });
    expect(renamed.status).toBe(200);
    expect((await createClub({ name: 'kk sloga' })).status).toBe(201);
    expect((await createClub({ name: 'KK Sloga 1946' })).status).toBe(422);
    expect((await createClub({ name: 'KK Drugi', team_ids: [team.body.id] })).status).toBe(422);
    const deleted = await admin.request('DELETE', `/api/admin/clubs/${club.body.id}`);
    expect(deleted.status).toBe(204);
    expect((await createClub({ name: 'KK Sloga 1946', team_ids: [team.body.id] })).status).toBe(
      201,
    );
  });
});
