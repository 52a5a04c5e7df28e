import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStartConfig } from '../config';

const secret = 'a-session-secret-of-at-least-32-characters';
const key = 'a-totp-encryption-key-of-at-least-32-chars';
const captcha = 'a-captcha-hmac-key-of-at-least-32-characters';
const videoKey = 'a-video-url-secret-of-at-least-32-characters';

afterEach(() => {
  vi.unstubAllEnvs();
});

function environment(values: Record<string, string | undefined>) {
  for (const name of [
    'NODE_ENV',
    'HOST',
    'SESSION_SECRET',
    'TOTP_ENCRYPTION_KEY',
    'CAPTCHA_HMAC_KEY',
    'VIDEO_URL_SECRET',
  ]) {
    vi.stubEnv(name, values[name] ?? '');
  }
}

describe('when npm start reads its environment', () => {
  it('listens on this machine only unless HOST says otherwise', () => {
    environment({});
    expect(readStartConfig([]).host).toBe('127.0.0.1');
    environment({ HOST: '0.0.0.0' });
    expect(readStartConfig([]).host).toBe('0.0.0.0');
  });

  it('takes SESSION_SECRET and TOTP_ENCRYPTION_KEY from the environment', () => {
    environment({ SESSION_SECRET: secret, TOTP_ENCRYPTION_KEY: key });
    expect(readStartConfig([])).toMatchObject({ sessionSecret: secret, totpEncryptionKey: key });
  });

  it('leaves the development secrets to development', () => {
    environment({});
    expect(readStartConfig([])).toMatchObject({
      nodeEnv: 'development',
      sessionSecret: null,
      totpEncryptionKey: null,
      captchaHmacKey: null,
      videoUrlSecret: null,
    });
  });

  it('stops a production start without a secret, naming the variable', () => {
    const secrets = {
      SESSION_SECRET: secret,
      TOTP_ENCRYPTION_KEY: key,
      CAPTCHA_HMAC_KEY: captcha,
      VIDEO_URL_SECRET: videoKey,
    };
    // Each secret left out in turn, the others given: the start names the one missing.
    for (const missing of Object.keys(secrets)) {
      environment({ NODE_ENV: 'production', ...secrets, [missing]: undefined });
      expect(() => readStartConfig([])).toThrow(
        new RegExp(`${missing} is required when NODE_ENV=production`),
      );
    }
    environment({ NODE_ENV: 'production', ...secrets });
    expect(readStartConfig([])).toMatchObject({
      nodeEnv: 'production',
      sessionSecret: secret,
      totpEncryptionKey: key,
      captchaHmacKey: captcha,
      videoUrlSecret: videoKey,
    });
  });

  it('refuses a secret too short to be one', () => {
    environment({ SESSION_SECRET: 'short' });
    expect(() => readStartConfig([])).toThrow(/SESSION_SECRET must be at least 32 characters/);
  });

  it("passes the gateway's own settings on: mail by SMTP, links, folders", () => {
    environment({});
    vi.stubEnv('SMTP_URL', 'smtp://liga:tajna@mail.example.org:587');
    vi.stubEnv('MAIL_FROM', 'Liga <liga@example.org>');
    vi.stubEnv('APP_URL', 'https://liga.example.org/');
    vi.stubEnv('UPLOADS_DIR', '/srv/courtside/uploads');
    vi.stubEnv('CONTACT_NOTIFY_TO', 'sekretar@example.org, predsednik@example.org');
    expect(readStartConfig([]).gateway).toMatchObject({
      smtpUrl: 'smtp://liga:tajna@mail.example.org:587',
      mailFrom: 'Liga <liga@example.org>',
      appUrl: 'https://liga.example.org',
      uploadsDir: '/srv/courtside/uploads',
      contactNotifyTo: ['sekretar@example.org', 'predsednik@example.org'],
    });
  });

  it('leaves mail to the local outbox when SMTP_URL is unset, and names a bad gateway setting', () => {
    environment({});
    vi.stubEnv('SMTP_URL', '');
    vi.stubEnv('MAIL_OUTBOX_DIR', '');
    expect(readStartConfig([]).gateway).toMatchObject({ smtpUrl: null });
    vi.stubEnv('APP_URL', 'liga.example.org');
    expect(() => readStartConfig([])).toThrow(/APP_URL must be an http\(s\) URL/);
  });

  it('refuses an unknown NODE_ENV by name', () => {
    environment({ NODE_ENV: 'prod' });
    expect(() => readStartConfig([])).toThrow(/NODE_ENV must be one of/);
  });
});
