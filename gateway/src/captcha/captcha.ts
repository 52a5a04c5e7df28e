import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge, Payload } from 'altcha-lib/v1/types';
import type { Knex } from 'knex';
import type { Clock } from '@courtside/events';
import { ValidationError } from '../errors';

/** How long a challenge may take to solve and send, in minutes. */
export const challengeMinutes = 10;

/**
 * The self-hosted proof-of-work captcha, on ALTCHA's open protocol: the server hands out a
 * challenge signed with its HMAC key (algorithm, challenge, salt carrying the expiry, signature,
 * maxnumber); the browser finds the number whose hash with the salt is the challenge; the server
 * checks the signature, the hash and the expiry, and claims the challenge once in the database,
 * so a payload sent twice (or twice at once) is refused. The key never leaves this module.
 */
export interface Captcha {
  challenge(): Promise<Challenge>;
  /**
   * Checks a solved payload and claims it inside the caller's transaction: if the caller's insert
   * fails and rolls back, the claim goes with it and nothing is left half done. Throws a 422 on
   * the `captcha` field: required when absent, 'captchaError' when wrong, expired or used.
   */
  claim(trx: Knex.Transaction, payload: unknown): Promise<void>;
}

export function createCaptcha(options: {
  hmacKey: string;
  maxNumber: number;
  clock: Clock;
}): Captcha {
  const { hmacKey, maxNumber, clock } = options;
  const refuse = () => new ValidationError({ captcha: ['captchaError'] }, 'captchaError');
  return {
    challenge: () =>
      createChallenge({
        hmacKey,
        maxnumber: maxNumber,
        expires: new Date(clock().getTime() + challengeMinutes * 60_000),
      }),
    async claim(trx, payload) {
      if (typeof payload !== 'string' || payload.trim() === '') {
        throw new ValidationError({ captcha: ['captchaRequired'] }, 'captchaRequired');
      }
      let decoded: Payload;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
      } catch {
        throw refuse();
      }
      if (typeof decoded !== 'object' || decoded === null) throw refuse();
      // The expiry is read against the injected clock, not the library's Date.now(); it sits in
      // the signed salt, so changing it breaks the signature.
      const expires = Number(extractParams(decoded).expires);
      if (!Number.isFinite(expires) || expires * 1000 < clock().getTime()) throw refuse();
      if (!(await verifySolution(decoded, hmacKey, false))) throw refuse();
      if (typeof decoded.challenge !== 'string') throw refuse();
      const claimed = await trx('captcha_claims')
        .insert({ challenge: decoded.challenge, claimed_at: clock() })
        .onConflict('challenge')
        .ignore()
        .returning('challenge');
      if (claimed.length === 0) throw refuse();
    },
  };
}
