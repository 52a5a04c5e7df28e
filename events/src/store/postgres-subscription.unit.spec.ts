import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { caughtUp } from './postgres-subscription.harness';

describe('a caught-up PostgreSQL subscription', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it("reads at once when its own store appends, without waiting for the append's NOTIFY", async () => {
    const h = await caughtUp();
    await h.appendHere('1:1');
    expect(h.batches).toEqual(['1:1']);
    await h.subscription.close();
  });

  it('costs no read for a notice of events it has read already, and reads for a newer one', async () => {
    const h = await caughtUp();
    await h.appendHere('1:1');
    await h.settle();
    const reads = h.reads();

    // The NOTIFY of that same append arrives after the store woke the subscription itself.
    h.notify('1:1');
    await h.settle();
    expect(h.reads()).toBe(reads);

    h.append('2:1');
    const second = h.nextBatch();
    h.notify('2:1');
    await second;
    expect(h.batches).toEqual(['1:1', '2:1']);
    await h.subscription.close();
  });

  it('reads no more for a notice that lands while the read that finds its events is running', async () => {
    const h = await caughtUp();
    const release = h.holdReads();
    const batch = h.appendHere('1:1');
    await h.settle();
    h.notify('1:1');
    release();
    await batch;
    await h.settle();
    const reads = h.reads();

    // Had the notice counted, the empty read after the batch would look again within 1 ms, and
    // again and again while the wait doubles: a read of the log for nothing, many times a save.
    vi.advanceTimersByTime(50);
    await h.settle();
    expect(h.reads()).toBe(reads);
    await h.subscription.close();
  });

  it('reads on a notice without a payload, as every NOTIFY sent before payloads did', async () => {
    const h = await caughtUp();
    h.append('1:1');
    const batch = h.nextBatch();
    h.notify('');
    await batch;
    expect(h.batches).toEqual(['1:1']);
    await h.subscription.close();
  });

  it('reads the log once for a save: the batch that ends short of the limit was all there was', async () => {
    const h = await caughtUp();
    const before = h.reads();
    await h.appendHere('1:1');
    await h.settle();
    // Before, every subscription read the log again after each batch and found nothing.
    expect(h.reads() - before).toBe(1);
    await h.subscription.close();
  });

  it('reads again at once for an append that commits while its batch runs', async () => {
    const h = await caughtUp();
    const release = h.holdBatches();
    await h.appendHere('1:1');
    const second = h.appendHere('1:2');
    release();
    await second;
    expect(h.batches).toEqual(['1:1', '1:2']);
    await h.subscription.close();
  });

  it('reads on without a notice while its batches come back full', async () => {
    const h = await caughtUp(2);
    h.append('1:1');
    h.append('1:2');
    const batches = h.appendHere('1:3');
    await batches;
    await h.settle();
    expect(h.batches).toEqual(['1:2', '1:3']);
    await h.subscription.close();
  });
});

describe("a caught-up PostgreSQL subscription that gathers (a reactor off the screens' path)", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  /** A gather the test ends by hand, counting how often the subscription began one. */
  function gate() {
    const state = { began: 0, end: () => {} };
    const gather = () => {
      state.began += 1;
      return new Promise<void>((resolve) => (state.end = resolve));
    };
    return { state, gather };
  }

  it('reads nothing until its gather is over, then takes every save made meanwhile in one batch', async () => {
    const { state, gather } = gate();
    const h = await caughtUp(undefined, gather);
    // The LISTEN client's first notice already woke it: it is gathering, and has not read since.
    expect(state.began).toBe(1);
    const reads = h.reads();
    for (const position of ['1:1', '2:1', '3:1']) {
      h.append(position);
      h.notify(position);
    }
    h.subscription.wake('3:1');
    await h.settle();
    expect(h.reads()).toBe(reads);
    expect(h.batches).toEqual([]);

    const batch = h.nextBatch();
    state.end();
    await batch;
    expect(h.batches).toEqual(['3:1']);
    expect(h.reads()).toBe(reads + 1);
    // Caught up again: the next save's notice starts a gather of its own before any read.
    h.append('4:1');
    h.notify('4:1');
    await h.settle();
    expect(state.began).toBe(2);
    expect(h.reads()).toBe(reads + 1);
    state.end();
    await h.subscription.close();
  });

  it('does not retry at once for a notice whose events are not visible yet: it waits and gathers', async () => {
    const { state, gather } = gate();
    const h = await caughtUp(undefined, gather);
    state.end();
    await h.settle();
    // Woken for 1:1 before its transaction is visible to readers: the read finds nothing.
    h.notify('1:1');
    await h.settle();
    state.end();
    await h.settle();
    const reads = h.reads();
    const began = state.began;
    h.append('1:1');
    // Without a gather it would look again 1, 2, 4 … ms later; a reactor that gathers waits.
    vi.advanceTimersByTime(100);
    await h.settle();
    expect(h.reads()).toBe(reads);

    const batch = h.nextBatch();
    h.notify('1:1');
    await h.settle();
    expect(state.began).toBe(began + 1);
    state.end();
    await batch;
    expect(h.batches).toEqual(['1:1']);
    await h.subscription.close();
  });
});
