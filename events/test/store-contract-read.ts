import { describe, expect, it, vi } from 'vitest';
import {
  compareCheckpoints,
  type Checkpoint,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
} from '../src/store/port';
import type { StoreContract } from './store-contract';
import { expectIncreasing, idsOf, newEvents, newStream, WAIT } from './store-support';

/** Reading everything in pages and subscribing: order, checkpoints, retries and closing. */
export function describeReadContract(contract: StoreContract): void {
  const { mark, subscribe } = contract;

  describe('when reading all events in pages', () => {
    it('returns every event once, in the order appended', async () => {
      const start = await mark();
      const streams = [newStream('paged'), newStream('paged'), newStream('paged')];
      const appended: NewEvent[] = [];
      for (const [index, size] of [3, 1, 2, 1, 2].entries()) {
        const events = newEvents(size);
        await contract.store.append(streams[index % 3]!, events, { expectedRevision: 'any' });
        appended.push(...events);
      }
      const ours = new Set(idsOf(appended));
      const pages: { events: RecordedEvent[]; checkpoint: Checkpoint | null }[] = [];
      let after: Checkpoint | null = start;

      // A store may show the newest events a moment late (PostgreSQL waits for older
      // transactions), so read on from the last checkpoint until ours are all there.
      await vi.waitFor(async () => {
        for (;;) {
          const page = await contract.store.readAll({ after, limit: 2 });
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
      await contract.store.append(stream, events.slice(0, 2), { expectedRevision: 'no_stream' });
      await contract.store.append(stream, events.slice(2), { expectedRevision: 1 });

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
      const { position } = await contract.store.append(stream, before, {
        expectedRevision: 'no_stream',
      });
      await contract.store.append(stream, later, { expectedRevision: 1 });

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
      await contract.store.append(stream, first, { expectedRevision: 'no_stream' });
      await vi.waitFor(() => expect(recorder.of(stream)).toHaveLength(1), WAIT);

      const second = newEvents(2);
      const third = newEvents(1);
      await contract.store.append(stream, second, { expectedRevision: 0 });
      await contract.store.append(stream, third, { expectedRevision: 2 });
      await vi.waitFor(() => expect(recorder.of(stream)).toHaveLength(4), WAIT);

      expect(idsOf(recorder.of(stream))).toEqual(idsOf([...first, ...second, ...third]));
      expectIncreasing(recorder.checkpoints);
    });
  });

  describe('when onBatch fails', () => {
    it('reports the error and delivers the same events again until it succeeds', async () => {
      const stream = newStream('failing');
      const { position } = await contract.store.append(newStream('marker'), newEvents(1), {
        expectedRevision: 'any',
      });
      const errors: unknown[] = [];
      const delivered: RecordedEvent[] = [];
      let failuresLeft = 2;
      const subscription = contract.store.subscribe({
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
        await contract.store.append(stream, events, { expectedRevision: 'no_stream' });

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

  describe('when a caught-up subscription gathers', () => {
    it('holds the events appended meanwhile until its gather ends, then delivers all in order', async () => {
      const stream = newStream('gathered');
      const delivered: RecordedEvent[] = [];
      const gate = { armed: false, began: 0, end: () => {} };
      const subscription = contract.store.subscribe({
        after: await mark(),
        async onBatch(events) {
          delivered.push(...events.filter((event) => event.streamId === stream));
        },
        gather() {
          if (!gate.armed) return Promise.resolve();
          gate.began += 1;
          return new Promise<void>((resolve) => (gate.end = resolve));
        },
      });
      try {
        const first = newEvents(1);
        await contract.store.append(stream, first, { expectedRevision: 'no_stream' });
        await vi.waitFor(() => expect(delivered).toHaveLength(1), WAIT);

        gate.armed = true;
        const later = [newEvents(1), newEvents(2), newEvents(1)];
        await contract.store.append(stream, later[0]!, { expectedRevision: 0 });
        await vi.waitFor(() => expect(gate.began).toBe(1), WAIT);
        await contract.store.append(stream, later[1]!, { expectedRevision: 1 });
        await contract.store.append(stream, later[2]!, { expectedRevision: 3 });
        expect(delivered).toHaveLength(1);

        gate.armed = false;
        gate.end();
        await vi.waitFor(() => expect(delivered).toHaveLength(5), WAIT);
        expect(idsOf(delivered)).toEqual(idsOf([...first, ...later.flat()]));
      } finally {
        gate.armed = false;
        gate.end();
        await subscription.close();
      }
    });
  });

  describe('when a subscription closes itself inside onBatch', () => {
    it('stops after that batch without waiting for itself', async () => {
      const stream = newStream('self-closing');
      const { position } = await contract.store.append(newStream('marker'), newEvents(1), {
        expectedRevision: 'any',
      });
      await contract.store.append(stream, newEvents(3), { expectedRevision: 'no_stream' });
      let batches = 0;
      const subscription: Subscription = contract.store.subscribe({
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
      const first = await contract.store.append(stream, newEvents(1), {
        expectedRevision: 'no_stream',
      });
      await vi.waitFor(() => expect(recorder.of(stream)).toHaveLength(1), WAIT);

      await recorder.subscription.close();
      const afterClose = newEvents(2);
      await contract.store.append(stream, afterClose, { expectedRevision: 0 });
      // A second subscription proves the events were there to deliver.
      const witness = subscribe(first.position);
      await vi.waitFor(() => expect(witness.of(stream)).toHaveLength(2), WAIT);

      expect(idsOf(witness.of(stream))).toEqual(idsOf(afterClose));
      expect(idsOf(recorder.of(stream))).not.toContain(afterClose[0]!.id);
      expect(recorder.of(stream)).toHaveLength(1);
    });
  });
}
