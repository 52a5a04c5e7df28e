import { expect } from 'vitest';
import type { TestBrowser } from './browser';
import { newSignedIn } from './signed-in';
import type { Stack } from './stack';

export type Person = 'referee' | 'delegate' | 'statistician' | 'outsider';

/**
 * An administrator and official accounts by role, created once, each with their own signed-in
 * browser.
 */
export async function signInPeople(stack: Stack): Promise<{
  admin: TestBrowser;
  adminId: number;
  people: Record<Person, { id: number; browser: TestBrowser }>;
}> {
  const knex = stack.gateway.knex;
  const { browser: admin, id: adminId } = await newSignedIn(stack.url, knex, 'admin', [
    'administrator',
  ]);
  const official = (role: string) =>
    newSignedIn(stack.url, knex, 'official', [role], ['view.contests']);
  return {
    admin,
    adminId,
    people: {
      referee: await official('referee'),
      delegate: await official('delegate'),
      statistician: await official('statistician'),
      outsider: await official('referee'),
    },
  };
}

/** What the specs check officials against. The stack is read when a check runs. */
export function officialChecks(stackOf: () => Stack) {
  // The contest's own (UTC) day, which is the day before the clock's in the first hour after
  // midnight UTC.
  const day = () => stackOf().contestTime.toISOString().slice(0, 10);
  const dayList = async (browser: TestBrowser): Promise<number[]> => {
    const { status, body } = await browser.get(`/api/officials/contests?date=${day()}`);
    expect(status).toBe(200);
    return body.data.map((contest: { id: number }) => contest.id);
  };
  /** An empty score body: 422 once past the scope check, 403 when outside it. */
  const scoreStatus = async (browser: TestBrowser) =>
    (await browser.request('PUT', `/api/contests/${stackOf().contestId}/score`, { body: {} }))
      .status;

  /** Asserts the call answers 422 with the field's text and appends nothing. */
  async function refused(
    call: () => Promise<{ status: number; body: { errors?: Record<string, string[]> } }>,
    field: string,
    text: string,
  ) {
    const before = await stackOf().eventCount();
    const answer = await call();
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.errors?.[field]).toEqual([text]);
    expect(await stackOf().eventCount()).toBe(before);
  }

  return { dayList, scoreStatus, refused };
}
