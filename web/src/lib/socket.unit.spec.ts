import type { FollowAck, FollowTarget } from '@courtside/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The one socket the app opens, reduced to what followRoom uses: acks come from `answers`. */
const answers: FollowAck[] = [];
const follows: FollowTarget[] = [];
const fake = {
  connected: true,
  on: () => fake,
  emit: () => fake,
  timeout: () => ({
    emitWithAck: (_event: string, target: FollowTarget) => {
      follows.push(target);
      const answer = answers.shift();
      return answer
        ? Promise.resolve(answer)
        : Promise.reject(new Error('operation has timed out'));
    },
  }),
};
vi.mock('socket.io-client', () => ({ io: () => fake }));

const { followRoom } = await import('./socket');

beforeEach(() => {
  vi.useFakeTimers();
  answers.length = 0;
  follows.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('when the server cannot answer a follow because of its own trouble', () => {
  it('follows again after a second, and the screen hears only the answer that joined', async () => {
    answers.push(
      { ok: false, message: 'Something went wrong.', retry: true },
      { ok: true, checkpoint: '5:50' },
    );
    const followed: FollowAck[] = [];
    const leave = followRoom({ target: { league: 1 }, onFollowed: (ack) => followed.push(ack) });
    await vi.advanceTimersByTimeAsync(999);
    expect(follows).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(follows).toEqual([{ league: 1 }, { league: 1 }]);
    expect(followed).toEqual([{ ok: true, checkpoint: '5:50' }]);
    leave();
  });

  it('takes a refusal of the target as the answer, and does not ask again', async () => {
    answers.push({ ok: false, message: 'Not found.' });
    const followed: FollowAck[] = [];
    const leave = followRoom({ target: { league: 9 }, onFollowed: (ack) => followed.push(ack) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(follows).toHaveLength(1);
    expect(followed).toEqual([{ ok: false, message: 'Not found.' }]);
    leave();
  });

  it('stops asking once the screen has left the room', async () => {
    answers.push({ ok: false, message: 'Something went wrong.', retry: true });
    const leave = followRoom({ target: { league: 3 }, onFollowed: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    leave();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(follows).toHaveLength(1);
  });

  it('refetches and follows again when no ack comes in time', async () => {
    answers.push();
    let resyncs = 0;
    const leave = followRoom({ target: { league: 4 }, onResync: () => (resyncs += 1) });
    answers.push({ ok: true, checkpoint: null });
    // The first emit found no answer queued (a timeout); the second one joins.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(resyncs).toBe(1);
    expect(follows).toEqual([{ league: 4 }, { league: 4 }]);
    leave();
  });
});
