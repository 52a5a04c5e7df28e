import { describe, expect, it } from 'vitest';
import type { TestBrowser } from './browser';
import { gatewayWithRows } from './gateway-with-rows';
import type { RunningGateway } from './harness';
import { perFile } from './per-file';

let running: RunningGateway;
let browser: TestBrowser;

perFile(gatewayWithRows, async ({ rows, ...started }) => {
  ({ running, browser } = started);
  const leagues = [
    { id: 1, name: 'Prva liga' },
    { id: 2, name: 'Druga liga' },
    { id: 3, name: 'Skrivena liga', public: false },
  ];
  for (const league of leagues) await rows.league(league);
  const days = running.knex('contest_days').withSchema('rm');
  await days.insert([
    { day: '2026-05-02', league_id: 1, contests: 2 },
    { day: '2026-05-02', league_id: 2, contests: 1 },
    { day: '2026-05-09', league_id: 2, contests: 3 },
    { day: '2026-06-01', league_id: 1, contests: 1 },
    { day: '2026-05-03', league_id: 3, contests: 1 },
    { day: '2026-05-04', league_id: 1, contests: 0 },
    { day: '2027-01-10', league_id: 1, contests: 1 },
  ]);
});

describe('when the date picker asks for contest days', () => {
  it('lists each day of the month with public contests once, in order', async () => {
    const answer = await browser.request('GET', '/api/events?year=2026&month=5');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(['2026-05-02', '2026-05-09']);
  });

  it('covers the whole year without a month, and one day with a day', async () => {
    expect((await browser.request('GET', '/api/events?year=2026')).body).toEqual([
      '2026-05-02',
      '2026-05-09',
      '2026-06-01',
    ]);
    expect((await browser.request('GET', '/api/events?year=2026&month=5&day=9')).body).toEqual([
      '2026-05-09',
    ]);
    expect((await browser.request('GET', '/api/events?year=2026&month=5&day=3')).body).toEqual([]);
  });

  it('answers 422 per field for a month past 12, a day without a month, a day that does not exist', async () => {
    const month = await browser.request('GET', '/api/events?year=2026&month=13');
    expect(month.status).toBe(422);
    expect(month.body.errors).toEqual({ month: ['Enter a valid number.'] });

    const lone = await browser.request('GET', '/api/events?year=2026&day=9');
    expect(lone.status).toBe(422);
    expect(lone.body.errors).toEqual({ month: ['This field is required.'] });

    const february = await browser.request('GET', '/api/events?year=2026&month=2&day=30');
    expect(february.status).toBe(422);
    expect(february.body.errors).toEqual({ day: ['Enter a valid date (YYYY-MM-DD).'] });

    const year = await browser.request('GET', '/api/events?year=twenty');
    expect(year.status).toBe(422);
    expect(year.body.errors).toEqual({ year: ['Enter a valid number.'] });
  });
});
