import { describe, expect, it } from 'vitest';
import {
  ApiRequestError,
  failureAction,
  failureMessage,
  isMutating,
  parseErrorBody,
  readCookie,
  refusalText,
} from './api-errors';

const noAnswer = 'The API did not return anything. Please try again in a moment...';

describe('when a call fails with an answer', () => {
  it('shows the server message first', () => {
    const text = failureMessage(
      {
        kind: 'http',
        status: 422,
        statusText: 'Unprocessable Entity',
        data: { message: 'Score update not allowed at this time.', errors: { A1: ['x'] } },
      },
      noAnswer,
    );
    expect(text).toBe('Score update not allowed at this time.');
  });

  it('falls back to the first field message when the answer has no message', () => {
    const text = failureMessage(
      {
        kind: 'http',
        status: 422,
        statusText: 'Unprocessable Entity',
        data: { errors: { email: ['Enter a valid email address.'] } },
      },
      noAnswer,
    );
    expect(text).toBe('Enter a valid email address.');
  });

  it('falls back to the status text when the body says nothing usable', () => {
    expect(
      failureMessage(
        { kind: 'http', status: 502, statusText: 'Bad Gateway', data: '<html>' },
        noAnswer,
      ),
    ).toBe('Bad Gateway');
    expect(
      failureMessage({ kind: 'http', status: 500, statusText: '', data: undefined }, noAnswer),
    ).toBe('HTTP 500');
  });

  it('says the action failed when a write gets an answer with no words at all', () => {
    const bare = { kind: 'http' as const, status: 500, statusText: '', data: undefined };
    expect(failureMessage(bare, noAnswer, 'Action failed.')).toBe('Action failed.');
  });
});

describe('when nothing came back', () => {
  it('shows the no-answer text for a timeout or a network failure', () => {
    expect(
      failureMessage({ kind: 'timeout', status: 0, statusText: '', data: undefined }, noAnswer),
    ).toBe(noAnswer);
    expect(
      failureMessage({ kind: 'network', status: 0, statusText: '', data: undefined }, noAnswer),
    ).toBe(noAnswer);
  });
});

describe('when the status decides what happens next', () => {
  it('retries a first 419 after refreshing the CSRF cookie', () => {
    expect(failureAction(419, false)).toBe('refresh-csrf-and-retry');
  });

  it('signs out on a 401, or on a 419 that survived the retry', () => {
    expect(failureAction(401, false)).toBe('sign-out');
    expect(failureAction(419, true)).toBe('sign-out');
  });

  it('passes other failures to the screen and successes through', () => {
    expect(failureAction(409, false)).toBe('fail');
    expect(failureAction(422, true)).toBe('fail');
    expect(failureAction(204, false)).toBe('ok');
  });

  it('asks for the CSRF cookie only before mutating calls', () => {
    expect(isMutating('GET')).toBe(false);
    expect(isMutating('put')).toBe(true);
    expect(isMutating('DELETE')).toBe(true);
  });
});

describe('when reading an error body', () => {
  it('keeps only string messages and drops empty field lists', () => {
    expect(
      parseErrorBody({ message: 'Invalid', errors: { a: ['one', 2], b: [3], c: 'two' } }),
    ).toEqual({
      message: 'Invalid',
      errors: { a: ['one'], c: ['two'] },
    });
    expect(parseErrorBody(null)).toBeNull();
    expect(parseErrorBody({ foo: 1 })).toBeNull();
  });

  it('exposes a 409 body to the screen next to the parsed message', () => {
    const error = new ApiRequestError(
      'http',
      409,
      { message: 'Someone else saved', contest: { id: 1 } },
      'Someone else saved',
    );
    expect(error.body?.message).toBe('Someone else saved');
    expect(error.fieldErrors).toEqual({});
  });
});

describe('when reading the XSRF-TOKEN cookie', () => {
  it('decodes the value as Sanctum encodes it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D%3D; b=2', 'XSRF-TOKEN')).toBe('abc==');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeNull();
  });
});

describe('when a screen shows why its input was refused', () => {
  it('shows the first field problem of a 422, else its message, and nothing for other failures', () => {
    const refused = (status: number, data: unknown) =>
      refusalText(new ApiRequestError('http', status, data, 'Refused.'));
    expect(refused(422, { message: 'Invalid.', errors: { file: ['Not a CSV file.'] } })).toBe(
      'Not a CSV file.',
    );
    expect(refused(422, { message: 'Invalid.' })).toBe('Refused.');
    expect(refused(409, { message: 'Stale.' })).toBeNull();
    expect(refusalText(new Error('offline'))).toBeNull();
  });
});
