import { describe, expect, it } from 'vitest';
import { eventId } from './event-ids';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('when a request carries an idempotency key', () => {
  it('derives the same version-5 UUID every time', () => {
    const id = eventId('key-1', 'contest-7', 0);
    expect(id).toMatch(uuid);
    expect(eventId('key-1', 'contest-7', 0)).toBe(id);
  });

  it('derives a different id per event, stream and key', () => {
    const ids = new Set([
      eventId('key-1', 'contest-7', 0),
      eventId('key-1', 'contest-7', 1),
      eventId('key-1', 'contest-8', 0),
      eventId('key-2', 'contest-7', 0),
    ]);
    expect(ids.size).toBe(4);
  });
});

describe('when a request carries no key', () => {
  it('uses a random id', () => {
    expect(eventId(null, 'contest-7', 0)).not.toBe(eventId(null, 'contest-7', 0));
  });
});
