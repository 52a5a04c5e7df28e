import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './postgres-connection';

describe('when an error reaches a request handler', () => {
  it('names a cut or refused database connection as lost, so the request answers 503', () => {
    expect(isConnectionLost(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isConnectionLost(
        new Error('outer', { cause: Object.assign(new Error(), { code: '57P01' }) }),
      ),
    ).toBe(true);
  });

  it('leaves every other failure alone, so a bug still answers 500', () => {
    expect(isConnectionLost(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isConnectionLost(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
  });
});
