import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { DATABASE_URL: 'postgres://localhost/courtside' };

describe('when the integrations service reads its configuration', () => {
  it('leaves a service unconfigured when its URL is unset', () => {
    expect(loadConfig(base)).toMatchObject({ scoreboard: null, workflowService: null });
  });

  it('reads a scoreboard URL with its token', () => {
    const config = loadConfig({
      ...base,
      SCOREBOARD_URL: 'https://scoreboard.example.com',
      SCOREBOARD_TOKEN: 'secret',
    });
    expect(config.scoreboard).toEqual({ url: 'https://scoreboard.example.com', token: 'secret' });
  });

  it('refuses a URL without its token, naming the variable', () => {
    expect(() => loadConfig({ ...base, SCOREBOARD_URL: 'https://scoreboard.example.com' })).toThrow(
      new ConfigError('SCOREBOARD_TOKEN', 'is required when SCOREBOARD_URL is set'),
    );
  });

  it('refuses a URL that is not one', () => {
    expect(() =>
      loadConfig({ ...base, WORKFLOW_SERVICE_URL: 'not a url', WORKFLOW_SERVICE_TOKEN: 't' }),
    ).toThrow(/WORKFLOW_SERVICE_URL/);
  });
});
