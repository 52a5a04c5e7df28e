import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from './browser';
import { officialChecks, signInPeople, type Person } from './leagues-officials-support';
import { startStack, type Stack } from './stack';

// Officials on a league's lists and on a contest's crew, and what each then sees and may score;
// editing a league and handing leagues on are in leagues-officials-edit.int.spec.ts.

let stack: Stack;
let admin: TestBrowser;
let adminId: number;
let people: Record<Person, { id: number; browser: TestBrowser }>;
const { dayList, scoreStatus, refused } = officialChecks(() => stack);

beforeAll(async () => {
  stack = await startStack();
  ({ admin, adminId, people } = await signInPeople(stack));
});

afterAll(async () => {
  await stack?.close();
});

describe('when officials are put on a league’s lists', () => {
  const post = (body: unknown) =>
    admin.request('POST', `/api/admin/leagues/${stack.leagueId}/officials`, { body });
  const remove = (body: unknown) =>
    admin.request('DELETE', `/api/admin/leagues/${stack.leagueId}/officials`, { body });

  it('offers only accounts holding the role to pick from', async () => {
    const { status, body } = await admin.get('/api/admin/officials?role=delegate');
    expect(status).toBe(200);
    const ids = body.data.map((account: { id: number }) => account.id);
    expect(ids).toContain(people.delegate.id);
    expect(ids).not.toContain(people.referee.id);
    expect(body.data[0]).not.toHaveProperty('password_hash');
  });

  it('lists the referee, who then sees and may score the league’s contest', async () => {
    expect(await dayList(people.referee.browser)).toEqual([]);
    expect(await scoreStatus(people.referee.browser)).toBe(403);
    const { status, body } = await post({ account_id: people.referee.id, role: 'referee' });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.lists.referee.map((a: { id: number }) => a.id)).toContain(people.referee.id);
    expect(await dayList(people.referee.browser)).toEqual([stack.contestId]);
    expect(await scoreStatus(people.referee.browser)).toBe(422);
  });

  it('refuses the same official twice in a role, and an account without the role', async () => {
    await refused(
      () => post({ account_id: people.referee.id, role: 'referee' }),
      'account_id',
      'Selected values cannot be duplicated.',
    );
    await refused(
      () => post({ account_id: people.referee.id, role: 'delegate' }),
      'account_id',
      'The selected account cannot serve in this role.',
    );
    await refused(
      () => post({ account_id: people.referee.id, role: 'administrator' }),
      'account_id',
      'The selected account cannot serve in this role.',
    );
    await refused(
      () => post({ account_id: people.referee.id, role: 'coach' }),
      'role',
      'The given data was invalid.',
    );
    await refused(
      () => post({ account_id: people.referee.id, role: 'referee', x: 1 }),
      'x',
      'The given data was invalid.',
    );
  });

  it('puts an admin account on the administrators list', async () => {
    const { status, body } = await post({ account_id: adminId, role: 'administrator' });
    expect(status).toBe(201);
    expect(body.lists.administrator.map((a: { id: number }) => a.id)).toEqual([adminId]);
  });

  it('takes the referee off the list, who then sees nothing', async () => {
    const { status, body } = await remove({ account_id: people.referee.id, role: 'referee' });
    expect(status).toBe(200);
    expect(body.lists.referee.map((a: { id: number }) => a.id)).not.toContain(people.referee.id);
    expect(await dayList(people.referee.browser)).toEqual([]);
    expect(await scoreStatus(people.referee.browser)).toBe(403);
    const again = await remove({ account_id: people.referee.id, role: 'referee' });
    expect(again.status).toBe(404);
  });
});

describe('when a contest gets its officials', () => {
  const put = (body: unknown) =>
    admin.request('PUT', `/api/admin/contests/${stack.contestId}/officials`, { body });

  it('makes the delegate see and score that contest, and only that one', async () => {
    expect(await dayList(people.delegate.browser)).toEqual([]);
    const { status, body } = await put({
      delegate_id: people.delegate.id,
      referee_ids: [people.referee.id],
      statistician_id: people.statistician.id,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      delegate_id: people.delegate.id,
      referee_ids: [people.referee.id],
      statistician_id: people.statistician.id,
    });
    expect(await dayList(people.delegate.browser)).toEqual([stack.contestId]);
    expect(await scoreStatus(people.delegate.browser)).toBe(422);
    // A referee of the contest alone is not in scope: the spec scopes contests by delegate.
    expect(await scoreStatus(people.referee.browser)).toBe(403);
    expect(await scoreStatus(people.outsider.browser)).toBe(403);
  });

  it('refuses one person twice, a wrong role and a fourth referee, recording nothing', async () => {
    await refused(
      () =>
        put({
          delegate_id: people.delegate.id,
          referee_ids: [people.referee.id, people.referee.id],
        }),
      'referee_ids',
      'Selected values cannot be duplicated.',
    );
    await refused(
      () => put({ delegate_id: people.referee.id }),
      'delegate_id',
      'The selected account cannot serve in this role.',
    );
    await refused(
      () => put({ referee_ids: [1, 2, 3, 4] }),
      'referee_ids',
      'A match has at most 3 referees.',
    );
    await refused(() => put({ delegate: 1 }), 'delegate', 'The given data was invalid.');
  });

  it('reads the crew back for the editor', async () => {
    const { status, body } = await admin.get(`/api/admin/contests/${stack.contestId}/officials`);
    expect(status).toBe(200);
    expect(body.officials).toHaveLength(3);
    expect(body.delegate_id).toBe(people.delegate.id);
  });
});
