import { messages } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError, ValidationError } from './errors';
import { authorise, decisionTime, eventMetadata, organisers, scorers } from './metadata';
import { recordId } from './schema';

const clock = () => new Date('2026-10-03T19:00:00.000Z');

describe('when deciding what time it is', () => {
  it('asks the clock', () => {
    expect(decisionTime({}, clock)).toBe('2026-10-03T19:00:00.000Z');
  });

  it('takes the caller override, as the seeder replays the past', () => {
    expect(decisionTime({ now: '2026-09-05T18:50:00Z' }, clock)).toBe('2026-09-05T18:50:00.000Z');
  });

  it('refuses an override that is no time at all', () => {
    expect(() => decisionTime({ now: 'yesterday-ish' }, clock)).toThrow(ValidationError);
  });
});

describe('when building event metadata', () => {
  it('records the system as actor when nobody is named', () => {
    const metadata = eventMetadata({}, '2026-10-03T19:00:00.000Z');
    expect(metadata).toMatchObject({
      actor: { kind: 'system', id: null },
      ip: null,
      userAgent: null,
      causationId: null,
      at: '2026-10-03T19:00:00.000Z',
    });
    expect(metadata.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('when checking who may act', () => {
  it('lets officials score but not schedule', () => {
    const official = { actor: { kind: 'official' as const, id: '5' } };
    expect(() => authorise(official, scorers)).not.toThrow();
    expect(() => authorise(official, organisers)).toThrow(ForbiddenError);
  });

  it('never lets an API key write', () => {
    const apiKey = { actor: { kind: 'api_key' as const, id: 'k1' } };
    expect(() => authorise(apiKey, scorers)).toThrow(messages.unauthorized);
  });
});

describe('when reading a record id', () => {
  it('accepts positive integers, as numbers or path text', () => {
    expect(recordId('17')).toBe(17);
    expect(recordId(17)).toBe(17);
  });

  it.each(['abc', '0', '-3', '1.5', 1.5, 0, '99999999999999999999'])(
    'treats %o as no record',
    (value) => {
      expect(() => recordId(value)).toThrow(NotFoundError);
    },
  );
});
