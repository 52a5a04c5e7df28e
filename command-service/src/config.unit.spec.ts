import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const databaseUrl = 'postgres://courtside@localhost:5432/courtside';

describe('when only the database is configured', () => {
  it('uses the defaults', () => {
    expect(readConfig({ DATABASE_URL: databaseUrl })).toEqual({
      port: 3001,
      databaseUrl,
      eventStore: 'postgres',
      kurrentdbUrl: null,
      logLevel: 'info',
    });
  });

  it('treats empty variables as unset', () => {
    expect(readConfig({ DATABASE_URL: databaseUrl, COMMAND_PORT: '' }).port).toBe(3001);
  });
});

describe('when KurrentDB is chosen', () => {
  it('takes its URL', () => {
    const config = readConfig({
      DATABASE_URL: databaseUrl,
      EVENT_STORE: 'kurrentdb',
      KURRENTDB_URL: 'kurrentdb://127.0.0.1:2113?tls=false',
      COMMAND_PORT: '4001',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      eventStore: 'kurrentdb',
      kurrentdbUrl: 'kurrentdb://127.0.0.1:2113?tls=false',
      port: 4001,
      logLevel: 'warn',
    });
  });

  it('stops naming KURRENTDB_URL when it is missing', () => {
    expect(() => readConfig({ DATABASE_URL: databaseUrl, EVENT_STORE: 'kurrentdb' })).toThrow(
      /KURRENTDB_URL is required/,
    );
  });
});

describe('when a value is wrong', () => {
  it.each([
    [{ COMMAND_PORT: 'http' }, /COMMAND_PORT must be a port number/],
    [{ COMMAND_PORT: '70000' }, /COMMAND_PORT must be a port number/],
    [{ EVENT_STORE: 'mongo' }, /EVENT_STORE must be 'postgres' or 'kurrentdb'/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres/],
  ])('stops naming the variable (%o)', (env, text) => {
    expect(() => readConfig({ DATABASE_URL: databaseUrl, ...env })).toThrow(text);
  });

  it('stops naming DATABASE_URL when it is missing', () => {
    expect(() => readConfig({})).toThrow(/DATABASE_URL is required/);
  });
});
