import { describe, expect, it } from 'vitest';
import { compareCheckpoints, WrongExpectedRevisionError, type NewEvent } from '../src/store/port';
import type { StoreContract } from './store-contract';
import { expectIncreasing, idsOf, newEvents, newStream } from './store-support';

/** Appending: revisions, optimistic concurrency and idempotent retries. */
export function describeAppendContract(contract: StoreContract): void {
  describe('when appending to a new stream', () => {
    it('reads the events back in revision order as they were given', async () => {
      const stream = newStream('new');
      const events = newEvents(3);
      events[1]!.data = { nested: { list: [1, 'two', null], ok: true }, text: 'Čačak – ünï 🏀' };
      events[2]!.data = null;

      const result = await contract.store.append(stream, events, { expectedRevision: 'no_stream' });
      const read = await contract.store.readStream(stream);

      expect(result.nextRevision).toBe(2);
      expect(read.map((event) => event.revision)).toEqual([0, 1, 2]);
      expect(idsOf(read)).toEqual(idsOf(events));
      expect(read.map((event) => [event.type, event.data, event.metadata])).toEqual(
        events.map((event) => [event.type, event.data, event.metadata]),
      );
      expect(read.every((event) => event.streamId === stream)).toBe(true);
      expect(read.every((event) => event.created instanceof Date)).toBe(true);
      expectIncreasing(read.map((event) => event.position));
      expect(compareCheckpoints(result.position, read[2]!.position)).toBe(0);
    });

    it('answers an empty list for a stream that does not exist', async () => {
      expect(await contract.store.readStream(newStream('missing'))).toEqual([]);
    });
  });

  describe('when the expected revision matches', () => {
    it('appends with a number, stream_exists and any', async () => {
      const stream = newStream('matching');
      await contract.store.append(stream, newEvents(1), { expectedRevision: 'any' });
      const second = await contract.store.append(stream, newEvents(2), { expectedRevision: 0 });
      const third = await contract.store.append(stream, newEvents(1), {
        expectedRevision: 'stream_exists',
      });
      const fourth = await contract.store.append(stream, newEvents(1), { expectedRevision: 'any' });

      expect([second.nextRevision, third.nextRevision, fourth.nextRevision]).toEqual([2, 3, 4]);
      expect((await contract.store.readStream(stream)).map((event) => event.revision)).toEqual([
        0, 1, 2, 3, 4,
      ]);
    });
  });

  describe('when many writers append to one stream at once expecting any', () => {
    it('accepts every append, each at its own revision, none refused', async () => {
      const stream = newStream('crowded');
      const writers = 48;
      const results = await Promise.allSettled(
        Array.from({ length: writers }, () =>
          contract.store.append(stream, newEvents(2, 'CrowdJoined'), { expectedRevision: 'any' }),
        ),
      );
      const refused = results.filter((result) => result.status === 'rejected');
      expect(refused.map((result) => String(result.reason))).toEqual([]);
      const read = await contract.store.readStream(stream);
      expect(read.map((event) => event.revision)).toEqual(
        Array.from({ length: writers * 2 }, (_, index) => index),
      );
    });
  });

  describe('when the expected revision does not match', () => {
    it('refuses no_stream on an existing stream', async () => {
      const stream = newStream('exists');
      await contract.store.append(stream, newEvents(2), { expectedRevision: 'no_stream' });

      const attempt = contract.store.append(stream, newEvents(1), {
        expectedRevision: 'no_stream',
      });

      await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(attempt).rejects.toMatchObject({ stream, expected: 'no_stream', actual: 1 });
      expect(await contract.store.readStream(stream)).toHaveLength(2);
    });

    it('refuses a stale revision and writes nothing', async () => {
      const stream = newStream('stale');
      await contract.store.append(stream, newEvents(3), { expectedRevision: 'no_stream' });
      const refused = newEvents(2);

      const attempt = contract.store.append(stream, refused, { expectedRevision: 1 });

      await expect(attempt).rejects.toMatchObject({ expected: 1, actual: 2 });
      await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      const read = await contract.store.readStream(stream);
      expect(read).toHaveLength(3);
      expect(idsOf(read)).not.toContain(refused[0]!.id);
    });

    it('refuses stream_exists and a number on a missing stream', async () => {
      const stream = newStream('absent');

      await expect(
        contract.store.append(stream, newEvents(1), { expectedRevision: 'stream_exists' }),
      ).rejects.toMatchObject({ stream, expected: 'stream_exists', actual: 'no_stream' });
      await expect(
        contract.store.append(stream, newEvents(1), { expectedRevision: 0 }),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await contract.store.readStream(stream)).toEqual([]);
    });
  });

  describe('when an append is retried with the same event ids', () => {
    it('stores nothing twice and answers the original revision and position', async () => {
      const stream = newStream('retried');
      const events = newEvents(2);
      const first = await contract.store.append(stream, events, { expectedRevision: 'no_stream' });

      const again = await contract.store.append(stream, events, { expectedRevision: 'no_stream' });

      expect(again.nextRevision).toBe(first.nextRevision);
      expect(compareCheckpoints(again.position, first.position)).toBe(0);
      expect(idsOf(await contract.store.readStream(stream))).toEqual(idsOf(events));
    });

    it('answers the original result even after the stream moved on', async () => {
      const stream = newStream('moved-on');
      const events = newEvents(1);
      const first = await contract.store.append(stream, events, { expectedRevision: 'no_stream' });
      await contract.store.append(stream, newEvents(2), { expectedRevision: 0 });

      const again = await contract.store.append(stream, events, { expectedRevision: 'no_stream' });

      expect(again.nextRevision).toBe(0);
      expect(compareCheckpoints(again.position, first.position)).toBe(0);
      expect(await contract.store.readStream(stream)).toHaveLength(3);
    });

    it('refuses a retry that only partly repeats the stored events', async () => {
      const stream = newStream('partial');
      const [a, b, c] = newEvents(3) as [NewEvent, NewEvent, NewEvent];
      await contract.store.append(stream, [a, b], { expectedRevision: 'no_stream' });

      await expect(
        contract.store.append(stream, [b, c], { expectedRevision: 'any' }),
      ).rejects.toThrow();

      expect(idsOf(await contract.store.readStream(stream))).toEqual([a.id, b.id]);
    });
  });
}
