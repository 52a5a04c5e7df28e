import { captchaPayload, type CaptchaChallenge } from '@courtside/events';
import { solveChallenge } from 'altcha-lib/v1';
import { apiRequest } from '../../lib/api-client';

/**
 * Fetches a signed challenge and finds its number (proof of work, in this browser: no third
 * party sees the visitor), then returns the payload the forms send as `captcha`.
 */
export async function solveCaptcha(signal: AbortSignal): Promise<string> {
  const challenge = await apiRequest<CaptchaChallenge>('/captcha/challenge', {
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
  return captchaPayload(challenge, solution.number);
}
