import { afterAll, beforeAll, describe } from 'vitest';
import type { Checkpoint, EventStore, Subscription } from '../src/store/port';
import { describeAppendContract } from './store-contract-append';
import { describeReadContract } from './store-contract-read';
import { newEvents, newStream, record, type Recorder } from './store-support';

/** What a contract run needs: a store to test and a way to let go of it afterwards. */
export interface ContractSubject {
  store: EventStore;
  dispose(): Promise<void>;
}

/**
 * What the contract's parts share. `store` is read when a test runs, not when the parts are
 * described: the store only exists once beforeAll has set it up.
 */
export interface StoreContract {
  readonly store: EventStore;
  /** A subscription closed with the suite, so a failing test leaves no poller behind. */
  subscribe(after: Checkpoint | null, batchSize?: number): Recorder;
  /** A checkpoint behind which the test's own events will all lie. */
  mark(): Promise<Checkpoint>;
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

    const contract: StoreContract = {
      get store() {
        return store;
      },
      subscribe(after, batchSize) {
        const recorder = record(store, after, batchSize);
        open.push(recorder.subscription);
        return recorder;
      },
      async mark() {
        const result = await store.append(newStream('marker'), newEvents(1, 'MarkerSet'), {
          expectedRevision: 'no_stream',
        });
        return result.position;
      },
    };

    describeAppendContract(contract);
    describeReadContract(contract);
  });
}
