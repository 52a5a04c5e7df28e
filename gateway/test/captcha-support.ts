import { solveChallenge } from 'altcha-lib/v1';
import { captchaPayload } from '@courtside/events';
import type { TestBrowser } from './browser';

/** What the browser's solver does: fetch a challenge and find its number. */
export async function solvedCaptcha(browser: TestBrowser): Promise<string> {
  const { body: challenge } = await browser.request('GET', '/api/captcha/challenge');
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('the challenge had no solution');
  return captchaPayload(challenge, solution.number);
}
