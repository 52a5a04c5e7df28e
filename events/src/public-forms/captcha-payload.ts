/** A challenge as `GET /api/captcha/challenge` hands it out (ALTCHA's protocol). */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

/**
 * The `captcha` field the public forms send: ALTCHA's base64 JSON payload of the challenge and
 * the number the solver found. Shared by the browser's solver and the tests that solve too.
 */
export function captchaPayload(challenge: CaptchaChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
  );
}
