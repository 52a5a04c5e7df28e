import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, totpKey } from './totp-secret';

const key = totpKey('a-test-key-that-is-long-enough-for-the-config-check');

describe('when a TOTP seed is encrypted', () => {
  it('stores no trace of the seed and decrypts back for the same account', () => {
    const stored = encryptSecret(key, 7, 'JBSWY3DPEHPK3PXP');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(encryptSecret(key, 7, 'JBSWY3DPEHPK3PXP')).not.toBe(stored);
    expect(decryptSecret(key, 7, stored)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another account, another key or a changed text', () => {
    const stored = encryptSecret(key, 7, 'JBSWY3DPEHPK3PXP');
    expect(() => decryptSecret(key, 8, stored)).toThrow();
    expect(() =>
      decryptSecret(totpKey('another-key-that-is-long-enough-0000000'), 7, stored),
    ).toThrow();
    const [v, iv, tag, text = ''] = stored.split(':');
    const flipped = Buffer.from(text, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      decryptSecret(key, 7, [v, iv, tag, flipped.toString('base64')].join(':')),
    ).toThrow();
  });
});
