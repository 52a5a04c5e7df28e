import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { TestSocket } from './socket-client';

let running: RunningGateway;
let client: TestSocket;

beforeAll(async () => {
  running = await startGateway();
  await readModelRows(running.knex).league({ id: 1, name: 'Prva liga' });
  client = new TestSocket(running.url);
});

afterAll(async () => {
  client?.close();
  await running?.close();
});

describe('when the database fails a follow', () => {
  it('says so with retry, unlike a refusal of the target, and a later follow joins', async () => {
    // The league table gone for a moment: the gateway cannot tell whether the league exists.
    await running.knex.raw('ALTER TABLE rm.leagues RENAME TO leagues_away');
    try {
      expect(await client.follow({ league: 1 })).toEqual({
        ok: false,
        message: expect.any(String),
        retry: true,
      });
    } finally {
      await running.knex.raw('ALTER TABLE rm.leagues_away RENAME TO leagues');
    }
    expect(await client.follow({ league: 999 })).not.toHaveProperty('retry');
    expect(await client.follow({ league: 1 })).toMatchObject({ ok: true });
  });
});
