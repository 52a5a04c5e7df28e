import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const url = 'postgres://courtside@localhost/courtside';

describe('when only DATABASE_URL is set', () => {
  it('uses the defaults', () => {
    expect(loadConfig({ DATABASE_URL: url })).toEqual({
      databaseUrl: url,
      port: 3002,
      eventStore: { kind: 'postgres' },
      logLevel: 'info',
    });
  });
});

describe('when KurrentDB is chosen', () => {
  it('reads its connection string', () => {
    const config = loadConfig({
      DATABASE_URL: url,
      EVENT_STORE: 'kurrentdb',
      KURRENTDB_URL: 'kurrentdb://localhost:2113?tls=false',
    });
    expect(config.eventStore).toEqual({
      kind: 'kurrentdb',
      connectionString: 'kurrentdb://localhost:2113?tls=false',
    });
  });

  it('refuses to start without KURRENTDB_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: url, EVENT_STORE: 'kurrentdb' })).toThrow(
      /KURRENTDB_URL/,
    );
  });
});

describe('when a value is wrong', () => {
  it.each([
    [{}, 'DATABASE_URL'],
    [{ DATABASE_URL: '  ' }, 'DATABASE_URL'],
    [{ DATABASE_URL: url, PROJECTION_PORT: 'eighty' }, 'PROJECTION_PORT'],
    [{ DATABASE_URL: url, PROJECTION_PORT: '70000' }, 'PROJECTION_PORT'],
    [{ DATABASE_URL: url, EVENT_STORE: 'mysql' }, 'EVENT_STORE'],
    [{ DATABASE_URL: url, LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('names the variable (%j)', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });
});
