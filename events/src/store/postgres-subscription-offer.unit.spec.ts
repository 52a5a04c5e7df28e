import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { caughtUp } from './postgres-subscription.harness';

describe('a caught-up PostgreSQL subscription offered what its own store appended', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('takes a settled append as its next batch without reading the log, as a read returns it', async () => {
    const h = await caughtUp();
    const reads = h.reads();
    const batch = h.nextBatch();
    h.offerHere('1:1');
    await batch;
    expect(h.batches).toEqual(['1:1']);
    expect(h.reads()).toBe(reads);
    expect(h.delivered).toEqual(h.log);

    // The append's NOTIFY, coming back from the server after the batch, asks for nothing.
    h.notify('1:1');
    await h.settle();
    expect(h.reads()).toBe(reads);
    await h.subscription.close();
  });

  it("takes it once the append's NOTIFY has gone out, or after 25 ms without it", async () => {
    const h = await caughtUp();
    const reads = h.reads();
    let sent = () => {};
    const first = h.nextBatch();
    h.offerHere('1:1', new Promise<void>((resolve) => (sent = resolve)));
    await h.settle();
    // The NOTIFY's wake-ups of every listener would land on the batch's statements.
    expect(h.batches).toEqual([]);
    sent();
    await first;
    await h.settle();
    expect(h.batches).toEqual(['1:1']);

    // A NOTIFY that does not go out (a pool with no free connection) holds it back no longer.
    const second = h.nextBatch();
    h.offerHere('1:2', new Promise<void>(() => {}));
    await h.settle();
    expect(h.batches).toEqual(['1:1']);
    vi.advanceTimersByTime(25);
    await second;
    expect(h.batches).toEqual(['1:1', '1:2']);
    expect(h.reads()).toBe(reads);
    await h.subscription.close();
  });

  it('reads instead when an event before the offered ones has not been read yet', async () => {
    const h = await caughtUp();
    // Another process appended 1:1; its NOTIFY has not arrived when this store's append commits.
    h.append('1:1');
    const reads = h.reads();
    const batch = h.nextBatch();
    h.offerHere('2:1');
    await batch;
    await h.settle();
    expect(h.batches).toEqual(['2:1']);
    expect(h.delivered.map((event) => event.position)).toEqual(['1:1', '2:1']);
    expect(h.reads()).toBe(reads + 1);
    await h.subscription.close();
  });

  it('reads instead for an offer that comes while a batch runs, and loses nothing', async () => {
    const h = await caughtUp();
    const release = h.holdBatches();
    await h.appendHere('1:1');
    const reads = h.reads();
    const second = h.nextBatch();
    h.offerHere('1:2');
    release();
    await second;
    await h.settle();
    expect(h.batches).toEqual(['1:1', '1:2']);
    expect(h.delivered.map((event) => event.position)).toEqual(['1:1', '1:2']);
    expect(h.reads()).toBe(reads + 1);
    await h.subscription.close();
  });
});
