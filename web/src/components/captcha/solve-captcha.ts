import { solveChallenge } from 'altcha-lib/v1';
import { apiRequest } from '../../lib/api-client';

/** A challenge as GET /api/captcha/challenge hands it out (ALTCHA's protocol). */
interface Challenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

/**
 * Fetches a signed challenge and finds its number (proof of work, in this browser: no third
 * party sees the visitor), then returns the payload the forms send as `captcha`.
 */
export async function solveCaptcha(signal: AbortSignal): Promise<string> {
  const challenge = await apiRequest<Challenge>('/captcha/challenge', {
    signal,
    deferNotice: true,
  });
  const work = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  signal.addEventListener('abort', () => work.controller.abort(), { once: true });
  const solution = await work.promise;
  if (!solution) throw new Error('captcha challenge without a solution');
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );
}
