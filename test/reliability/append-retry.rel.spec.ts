import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPostgresUrl } from '@courtside/events/testing';
import { scaled } from './scale';
import { startCuttingProxy } from './support/cutting-proxy';
import { startRunningApp, type RunningTestApp } from './support/running-app';

// Fault 4: the connection drops right after an append's COMMIT is sent, so the service cannot
// know whether the score was stored. The client gets a retryable 503 and sends the same
// command again with its Idempotency-Key, as a client does: exactly one event either way.

const rounds = scaled(5, 50);

let proxy: Awaited<ReturnType<typeof startCuttingProxy>>;
let running: RunningTestApp;

beforeAll(async () => {
  const server = new URL(testPostgresUrl());
  proxy = await startCuttingProxy({ host: server.hostname, port: Number(server.port) });
  running = await startRunningApp({
    databaseUrl: (url) => {
      const throughProxy = new URL(url);
      throughProxy.hostname = '127.0.0.1';
      throughProxy.port = String(proxy.port);
      return throughProxy.toString();
    },
  });
});

afterAll(async () => {
  await running?.close();
  await proxy?.close();
});

describe('when the connection drops right after an append is sent and the command is retried', () => {
  it('stores exactly one event per command', async () => {
    let landed = 0;
    for (let round = 0; round < rounds; round += 1) {
      const before = await running.eventCount(running.stream);
      const revision = await running.contestRevision();
      const body = running.scoreBody(revision);
      const key = `append-retry-${round}`;

      const cut = proxy.cutNextAppendCommit(running.stream);
      const first = await running.saveScore(body, key);
      await cut;
      expect(first.status).toBe(503);
      expect(first.headers.get('retry-after')).toBe('1');
      // Whether the COMMIT landed is the server's secret until the retry; both must end alike.
      landed += (await running.eventCount(running.stream)) - before;

      const retried = await running.saveScore(body, key);
      expect(retried.status).toBe(200);
      expect(retried.body.revision).toBe(revision + 1);
      expect(await running.eventCount(running.stream)).toBe(before + 1);
    }
    await running.expectScoreToFlow();
    console.log(
      `append retry: ${rounds} appends cut right after their commit (COMMIT or Sync) was sent, ${landed} of them ` +
        `committed anyway; ${rounds} retries with the same Idempotency-Key, one event each`,
    );
  });
});
