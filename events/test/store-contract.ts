import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  compareCheckpoints,
  WrongExpectedRevisionError,
  type Checkpoint,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
} from '../src/store/port';
import {
  expectIncreasing,
  idsOf,
  newEvents,
  newStream,
  record,
  WAIT,
  type Recorder,
} from './store-support';

/** What a contract run needs: a store to test and a way to let go of it afterwards. */
export interface ContractSubject {
  store: EventStore;
  dispose(): Promise<void>;
}

/**
 * The behaviour every EventStore adapter must have, written against the port only. Checkpoint
 * values are the adapter's own: the suite orders them with compareCheckpoints and never reads them.
 */
export function describeEventStoreContract(
  name: string,
  setup: () => Promise<ContractSubject>,
): void {
  describe(`EventStore contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: EventStore;
    const open: Subscription[] = [];

    beforeAll(async () => {
      subject = await setup();
      store = subject.store;
    });

    afterAll(async () => {
      await Promise.all(open.map((subscription) => subscription.close()));
      await subject?.dispose();
    });

    function subscribe(after: Checkpoint | null, batchSize?: number): Recorder {
      const recorder = record(store, after, batchSize);
      open.push(recorder.subscription);
      return recorder;
    }

    /** A checkpoint behind which the test's own events will all lie. */
    async function mark(): Promise<Checkpoint> {
      const result = await store.append(newStream('marker'), newEvents(1, 'MarkerSet'), {
        expectedRevision: 'no_stream',
      });
      return result.position;
    }

    describe('when appending to a new stream', () => {
      it('reads the events back in revision order as they were given', async () => {
        const stream = newStream('new');
        const events = newEvents(3);
        events[1]!.data = { nested: { list: [1, 'two', null], ok: true }, text: 'Čačak – ünï 🏀' };
        events[2]!.data = null;

        const result = await store.append(stream, events, { expectedRevision: 'no_stream' });
        const read = await store.readStream(stream);

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
        expect(await store.readStream(newStream('missing'))).toEqual([]);
      });
    });

    describe('when the expected revision matches', () => {
      it('appends with a number, stream_exists and any', async () => {
        const stream = newStream('matching');
        await store.append(stream, newEvents(1), { expectedRevision: 'any' });
        const second = await store.append(stream, newEvents(2), { expectedRevision: 0 });
        const third = await store.append(stream, newEvents(1), {
          expectedRevision: 'stream_exists',
        });
        const fourth = await store.append(stream, newEvents(1), { expectedRevision: 'any' });

        expect([second.nextRevision, third.nextRevision, fourth.nextRevision]).toEqual([2, 3, 4]);
        expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([
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
            store.append(stream, newEvents(2, 'CrowdJoined'), { expectedRevision: 'any' }),
          ),
        );
        const refused = results.filter((result) => result.status === 'rejected');
        expect(refused.map((result) => String(result.reason))).toEqual([]);
        const read = await store.readStream(stream);
        expect(read.map((event) => event.revision)).toEqual(
          Array.from({ length: writers * 2 }, (_, index) => index),
        );
      });
    });

    describe('when the expected revision does not match', () => {
      it('refuses no_stream on an existing stream', async () => {
        const stream = newStream('exists');
        await store.append(stream, newEvents(2), { expectedRevision: 'no_stream' });

        const attempt = store.append(stream, newEvents(1), { expectedRevision: 'no_stream' });

        await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(attempt).rejects.toMatchObject({ stream, expected: 'no_stream', actual: 1 });
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('refuses a stale revision and writes nothing', async () => {
        const stream = newStream('stale');
        await store.append(stream, newEvents(3), { expectedRevision: 'no_stream' });
        const refused = newEvents(2);

        const attempt = store.append(stream, refused, { expectedRevision: 1 });

        await expect(attempt).rejects.toMatchObject({ expected: 1, actual: 2 });
        await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        const read = await store.readStream(stream);
        expect(read).toHaveLength(3);
        expect(idsOf(read)).not.toContain(refused[0]!.id);
      });

      it('refuses stream_exists and a number on a missing stream', async () => {
        const stream = newStream('absent');

        await expect(
          store.append(stream, newEvents(1), { expectedRevision: 'stream_exists' }),
        ).rejects.toMatchObject({ stream, expected: 'stream_exists', actual: 'no_stream' });
        await expect(
          store.append(stream, newEvents(1), { expectedRevision: 0 }),
        ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(stream)).toEqual([]);
      });
    });

    describe('when an append is retried with the same event ids', () => {
      it('stores nothing twice and answers the original revision and position', async () => {
        const stream = newStream('retried');
        const events = newEvents(2);
        const first = await store.append(stream, events, { expectedRevision: 'no_stream' });

        const again = await store.append(stream, events, { expectedRevision: 'no_stream' });

        expect(again.nextRevision).toBe(first.nextRevision);
        expect(compareCheckpoints(again.position, first.position)).toBe(0);
        expect(idsOf(await store.readStream(stream))).toEqual(idsOf(events));
      });

      it('answers the original result even after the stream moved on', async () => {
        const stream = newStream('moved-on');
        const events = newEvents(1);
        const first = await store.append(stream, events, { expectedRevision: 'no_stream' });
        await store.append(stream, newEvents(2), { expectedRevision: 0 });

        const again = await store.append(stream, events, { expectedRevision: 'no_stream' });

        expect(again.nextRevision).toBe(0);
        expect(compareCheckpoints(again.position, first.position)).toBe(0);
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it('refuses a retry that only partly repeats the stored events', async () => {
        const stream = newStream('partial');
        const [a, b, c] = newEvents(3) as [NewEvent, NewEvent, NewEvent];
        await store.append(stream, [a, b], { expectedRevision: 'no_stream' });

        await expect(store.append(stream, [b, c], { expectedRevision: 'any' })).rejects.toThrow();

        expect(idsOf(await store.readStream(stream))).toEqual([a.id, b.id]);
      });
    });

    describe('when reading all events in pages', () => {
      it('returns every event once, in the order appended', async () => {
        const start = await mark();
        const streams = [newStream('paged'), newStream('paged'), newStream('paged')];
        const appended: NewEvent[] = [];
        for (const [index, size] of [3, 1, 2, 1, 2].entries()) {
          const events = newEvents(size);
          await store.append(streams[index % 3]!, events, { expectedRevision: 'any' });
          appended.push(...events);
        }
        const ours = new Set(idsOf(appended));
        const pages: { events: RecordedEvent[]; checkpoint: Checkpoint | null }[] = [];
        let after: Checkpoint | null = start;

        // A store may show the newest events a moment late (PostgreSQL waits for older
        // transactions), so read on from the last checkpoint until ours are all there.
        await vi.waitFor(async () => {
          for (;;) {
            const page = await store.readAll({ after, limit: 2 });
            if (page.events.length === 0) {
              expect(page.checkpoint).toEqual(after);
              break;
            }
            pages.push(page);
            after = page.checkpoint;
          }
          const seen = pages.flatMap((page) => page.events).filter((event) => ours.has(event.id));
          expect(seen).toHaveLength(ours.size);
        }, WAIT);

        const read = pages.flatMap((page) => page.events);
        expect(pages.every((page) => page.events.length <= 2)).toBe(true);
        for (const page of pages) {
          expect(compareCheckpoints(page.checkpoint, page.events.at(-1)!.position)).toBe(0);
        }
        expect(new Set(idsOf(read)).size).toBe(read.length);
        expect(idsOf(read.filter((event) => ours.has(event.id)))).toEqual(idsOf(appended));
        expectIncreasing([start, ...read.map((event) => event.position)]);
      });
    });

    describe('when subscribing from the start', () => {
      it('delivers earlier events once each, in order, with increasing checkpoints', async () => {
        const stream = newStream('from-start');
        const events = newEvents(5);
        await store.append(stream, events.slice(0, 2), { expectedRevision: 'no_stream' });
        await store.append(stream, events.slice(2), { expectedRevision: 1 });

        const recorder = subscribe(null, 3);
        await vi.waitFor(() => expect(recorder.of(stream)).toHaveLength(5), WAIT);

        expect(idsOf(recorder.of(stream))).toEqual(idsOf(events));
        expect(recorder.of(stream).map((event) => event.revision)).toEqual([0, 1, 2, 3, 4]);
        expect(new Set(idsOf(recorder.events)).size).toBe(recorder.events.length);
        expectIncreasing(recorder.events.map((event) => event.position));
        expectIncreasing(recorder.checkpoints);
      });
    });

    describe('when subscribing after a checkpoint', () => {
      it('delivers only the events after it', async () => {
        const stream = newStream('from-checkpoint');
        const before = newEvents(2);
        const later = newEvents(3);
        const { position } = await store.append(stream, before, { expectedRevision: 'no_stream' });
        await store.append(stream, later, { expectedRevision: 1 });

        const recorder = subscribe(position);
        await vi.waitFor(() => expect(recorder.of(stream)).toHaveLength(3), WAIT);

        expect(idsOf(recorder.of(stream))).toEqual(idsOf(later));
        expect(
          recorder.events.every((event) => compareCheckpoints(event.position, position) > 0),
        ).toBe(true);
      });
    });

    describe('when events are appended after the subscription caught up', () => {
      it('delivers them as they come', async () => {
        const stream = newStream('live');
        const recorder = subscribe(await mark());
        const first = newEvents(1);
        await store.append(stream, first, { expectedRevision: 'no_stream' });
        await vi.waitFor(() => expect(recorder.of(stream)).toHaveLength(1), WAIT);

        const second = newEvents(2);
        const third = newEvents(1);
        await store.append(stream, second, { expectedRevision: 0 });
        await store.append(stream, third, { expectedRevision: 2 });
        await vi.waitFor(() => expect(recorder.of(stream)).toHaveLength(4), WAIT);

        expect(idsOf(recorder.of(stream))).toEqual(idsOf([...first, ...second, ...third]));
        expectIncreasing(recorder.checkpoints);
      });
    });

    describe('when onBatch fails', () => {
      it('reports the error and delivers the same events again until it succeeds', async () => {
        const stream = newStream('failing');
        const { position } = await store.append(newStream('marker'), newEvents(1), {
          expectedRevision: 'any',
        });
        const errors: unknown[] = [];
        const delivered: RecordedEvent[] = [];
        let failuresLeft = 2;
        const subscription = store.subscribe({
          after: position,
          async onBatch(events) {
            if (events.some((event) => event.streamId === stream) && failuresLeft > 0) {
              failuresLeft -= 1;
              throw new Error('projection failed');
            }
            delivered.push(...events);
          },
          onError: (error) => errors.push(error),
        });
        try {
          const events = newEvents(3);
          await store.append(stream, events, { expectedRevision: 'no_stream' });

          await vi.waitFor(
            () => expect(delivered.filter((event) => event.streamId === stream)).toHaveLength(3),
            WAIT,
          );
          expect(errors).toHaveLength(2);
          expect(errors[0]).toMatchObject({ message: 'projection failed' });
          expect(delivered.map((event) => event.id)).toEqual(events.map((event) => event.id));
        } finally {
          await subscription.close();
        }
      });
    });

    describe('when a subscription closes itself inside onBatch', () => {
      it('stops after that batch without waiting for itself', async () => {
        const stream = newStream('self-closing');
        const { position } = await store.append(newStream('marker'), newEvents(1), {
          expectedRevision: 'any',
        });
        await store.append(stream, newEvents(3), { expectedRevision: 'no_stream' });
        let batches = 0;
        const subscription: Subscription = store.subscribe({
          after: position,
          batchSize: 1,
          async onBatch() {
            batches += 1;
            await subscription.close();
          },
        });

        await vi.waitFor(() => expect(batches).toBe(1), WAIT);
        await subscription.close();

        expect(batches).toBe(1);
      });
    });

    describe('when a subscription is closed', () => {
      it('delivers nothing appended afterwards', async () => {
        const stream = newStream('closed');
        const recorder = subscribe(await mark());
        const first = await store.append(stream, newEvents(1), { expectedRevision: 'no_stream' });
        await vi.waitFor(() => expect(recorder.of(stream)).toHaveLength(1), WAIT);

        await recorder.subscription.close();
        const afterClose = newEvents(2);
        await store.append(stream, afterClose, { expectedRevision: 0 });
        // A second subscription proves the events were there to deliver.
        const witness = subscribe(first.position);
        await vi.waitFor(() => expect(witness.of(stream)).toHaveLength(2), WAIT);

        expect(idsOf(witness.of(stream))).toEqual(idsOf(afterClose));
        expect(idsOf(recorder.of(stream))).not.toContain(afterClose[0]!.id);
        expect(recorder.of(stream)).toHaveLength(1);
      });
    });
  });
}
