import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredCheckpoint } from './deferred-checkpoint';

function harness(fail: (checkpoint: string) => boolean = () => false) {
  const written: string[] = [];
  const errors: unknown[] = [];
  const checkpoints = deferredCheckpoint({
    write: (checkpoint) => {
      if (fail(checkpoint)) return Promise.reject(new Error(`lost ${checkpoint}`));
      written.push(checkpoint);
      return Promise.resolve();
    },
    onError: (error) => errors.push(error),
    delayMs: 1_000,
  });
  return { checkpoints, written, errors };
}

describe("a reactor's deferred checkpoint", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes once, the last one, a second after a run of batches that needed nothing done', async () => {
    const { checkpoints, written } = harness();
    for (let i = 1; i <= 40; i++) checkpoints.defer(`7:${i}`);
    expect(written).toEqual([]);

    await vi.advanceTimersByTimeAsync(999);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toEqual(['7:40']);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(written).toEqual(['7:40']);
  });

  it('writes at once after a batch that reacted, and the deferred one before it never lands over it', async () => {
    const { checkpoints, written } = harness();
    checkpoints.defer('7:1');
    await checkpoints.save('7:2');
    expect(written).toEqual(['7:2']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(written).toEqual(['7:2']);
  });

  it('writes what is deferred when the reactor closes, and nothing when nothing is', async () => {
    const { checkpoints, written } = harness();
    await checkpoints.flush();
    expect(written).toEqual([]);
    checkpoints.defer('7:3');
    await checkpoints.flush();
    expect(written).toEqual(['7:3']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(written).toEqual(['7:3']);
  });

  it('reports a deferred write that fails, and the next one is written all the same', async () => {
    const { checkpoints, written, errors } = harness((checkpoint) => checkpoint === '7:1');
    checkpoints.defer('7:1');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(errors).toEqual([new Error('lost 7:1')]);
    checkpoints.defer('7:2');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(written).toEqual(['7:2']);
  });
});
