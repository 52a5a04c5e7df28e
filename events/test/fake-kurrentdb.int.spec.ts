import {
  BACKWARDS,
  END,
  KurrentDBClient,
  START,
  WrongExpectedVersionError,
  jsonEvent,
  streamNameFilter,
  type Position,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeKurrentDb, type FakeKurrentDb } from './fake-kurrentdb';

// The fake checked with KurrentDB's own client, on what the adapter does not exercise itself.
const WAIT = { timeout: 20_000, interval: 20 };

let fake: FakeKurrentDb;
let client: KurrentDBClient;

beforeAll(async () => {
  fake = await startFakeKurrentDb();
  client = KurrentDBClient.connectionString(fake.connectionString);
});

afterAll(async () => {
  await client?.dispose();
  await fake?.stop();
});

function events(count: number, type = 'FakeChecked') {
  return Array.from({ length: count }, (_, index) => jsonEvent({ type, data: { index } }));
}

async function collect(iterable: AsyncIterable<ResolvedEvent>) {
  const read = [];
  for await (const resolved of iterable) if (resolved.event) read.push(resolved.event);
  return read;
}

describe('when a stream is read backwards', () => {
  it('starts at the end and stops after the count', async () => {
    const stream = `backwards-${randomUUID()}`;
    await client.appendToStream(stream, events(4));

    const read = await collect(
      client.readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 3 }),
    );

    expect(read.map((event) => event.revision)).toEqual([3n, 2n, 1n]);
  });
});

describe('when $all is read from a position', () => {
  it('includes the event at that position, and backwards gives what lies before it', async () => {
    const stream = `positions-${randomUUID()}`;
    await client.appendToStream(stream, events(3));
    const [, second] = await collect(client.readStream(stream));
    const at = second?.position as Position;

    const forwards = await collect(client.readAll({ fromPosition: at, maxCount: 2 }));
    const backwards = await collect(
      client.readAll({ fromPosition: at, direction: BACKWARDS, maxCount: 1 }),
    );

    expect(forwards.map((event) => event.revision)).toEqual([1n, 2n]);
    expect(backwards.map((event) => [event.streamId, event.revision])).toEqual([[stream, 0n]]);
  });
});

describe('when an append expects a revision the stream is not at', () => {
  it('answers wrong expected version with the current revision', async () => {
    const stream = `wrong-${randomUUID()}`;
    await client.appendToStream(stream, events(2));

    const attempt = client.appendToStream(stream, events(1), { streamState: 5n });

    await expect(attempt).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(attempt).rejects.toMatchObject({ expectedState: 5n, actualState: 1n });
  });
});

describe('when a stream is subscribed to from a revision', () => {
  it('sends what follows that revision, then new events as they are appended', async () => {
    const stream = `stream-sub-${randomUUID()}`;
    await client.appendToStream(stream, events(2));
    const subscription = client.subscribeToStream(stream, { fromRevision: 0n });
    const revisions: bigint[] = [];
    subscription.on('data', (resolved: ResolvedEvent) => {
      if (resolved.event) revisions.push(resolved.event.revision);
    });
    try {
      await vi.waitFor(() => expect(revisions).toEqual([1n]), WAIT);
      await client.appendToStream(stream, events(1));
      await vi.waitFor(() => expect(revisions).toEqual([1n, 2n]), WAIT);
    } finally {
      await subscription.unsubscribe();
    }
  });
});

describe('when $all is subscribed to with a stream name filter', () => {
  it('sends only matching events and reports checkpoints over the rest', async () => {
    const prefix = `filtered-${randomUUID()}`;
    const checkpoints: Position[] = [];
    const subscription = client.subscribeToAll({
      fromPosition: START,
      filter: streamNameFilter({
        prefixes: [prefix],
        maxSearchWindow: 1,
        checkpointReached: (_subscription, position) => {
          checkpoints.push(position);
        },
      }),
    });
    const streams: string[] = [];
    subscription.on('data', (resolved: ResolvedEvent) => {
      if (resolved.event) streams.push(resolved.event.streamId);
    });
    try {
      await client.appendToStream(`other-${randomUUID()}`, events(2));
      await client.appendToStream(`${prefix}-a`, events(1));

      await vi.waitFor(() => expect(streams).toEqual([`${prefix}-a`]), WAIT);
      expect(checkpoints.length).toBeGreaterThan(0);
    } finally {
      await subscription.unsubscribe();
    }
  });
});
