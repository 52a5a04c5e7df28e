import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { DATABASE_URL: 'postgres://localhost/courtside' };

describe('when only DATABASE_URL is set', () => {
  it('uses the documented defaults and flags the development secret', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      commandServiceUrl: 'http://127.0.0.1:3001',
      trustProxy: false,
      logLevel: 'info',
      usingDevelopmentSecret: true,
      usingDevelopmentTotpKey: true,
    });
    expect(config.webDist).toMatch(/web\/dist$/);
  });
});

describe('when values are given', () => {
  it('reads them, a hop count for TRUST_PROXY and a trailing slash trimmed', () => {
    const config = loadConfig({
      ...base,
      PORT: '8080',
      TRUST_PROXY: '2',
      COMMAND_SERVICE_URL: 'http://command:3001/',
      SESSION_SECRET: 's'.repeat(40),
      TOTP_ENCRYPTION_KEY: 't'.repeat(40),
    });
    expect(config).toMatchObject({
      port: 8080,
      trustProxy: 2,
      commandServiceUrl: 'http://command:3001',
      usingDevelopmentSecret: false,
      totpEncryptionKey: 't'.repeat(40),
      usingDevelopmentTotpKey: false,
    });
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });
});

describe('when the environment is wrong', () => {
  it.each([
    [{}, 'DATABASE_URL'],
    [{ ...base, PORT: 'eighty' }, 'PORT'],
    [{ ...base, NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ ...base, SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ ...base, NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) }, 'TOTP_ENCRYPTION_KEY'],
    [{ ...base, TOTP_ENCRYPTION_KEY: 'short' }, 'TOTP_ENCRYPTION_KEY'],
    [
      {
        ...base,
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(40),
        TOTP_ENCRYPTION_KEY: 't'.repeat(40),
        CAPTCHA_HMAC_KEY: 'c'.repeat(40),
      },
      'VIDEO_URL_SECRET',
    ],
    [{ ...base, VIDEO_URL_SECRET: 'short' }, 'VIDEO_URL_SECRET'],
    [{ ...base, LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ...base, COMMAND_SERVICE_URL: 'command:3001' }, 'COMMAND_SERVICE_URL'],
  ])('stops with a message naming the variable (%j)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
