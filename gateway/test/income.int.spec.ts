import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomeReport } from '@courtside/events';
import type { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { newSignedIn } from './signed-in';

let running: RunningGateway;
let admin: TestBrowser;
let leagueAdmin: TestBrowser;
const officials: Record<'ana' | 'boris' | 'ceca', { browser: TestBrowser; id: number }> =
  {} as never;

const rm = (table: string) => running.knex(table).withSchema('rm');

/**
 * The officials' read models as the contract fixes them (rm.contest_officials and
 * rm.leagues.fees); made here only when their migration is not in this tree yet.
 */
async function ensureOfficialsReadModels() {
  const schema = running.knex.schema.withSchema('rm');
  if (!(await schema.hasTable('contest_officials'))) {
    await running.knex.schema.withSchema('rm').createTable('contest_officials', (t) => {
      t.integer('contest_id').notNullable();
      t.integer('account_id').notNullable();
      t.text('role').notNullable();
      t.integer('league_id');
      t.primary(['contest_id', 'account_id', 'role']);
    });
  }
  if (!(await running.knex.schema.withSchema('rm').hasColumn('leagues', 'fees'))) {
    await running.knex.schema.withSchema('rm').alterTable('leagues', (t) => {
      t.jsonb('fees').notNullable().defaultTo(running.knex.raw(`'{}'::jsonb`));
    });
  }
}

async function assign(
  contestId: number,
  leagueId: number,
  who: keyof typeof officials,
  role: string,
) {
  await rm('contest_officials').insert({
    contest_id: contestId,
    account_id: officials[who].id,
    role,
    league_id: leagueId,
  });
}

beforeAll(async () => {
  running = await startGateway();
  await ensureOfficialsReadModels();
  const rows = readModelRows(running.knex);
  await rows.league({ id: 1, name: 'Prva liga' });
  await rows.league({ id: 2, name: 'Druga liga', public: false });
  await rm('leagues')
    .where({ id: 1 })
    .update({ fees: JSON.stringify({ delegate: 50, referee: 40, statistician: 20 }) });
  // A fee that is not a number pays nothing instead of breaking the report.
  await rm('leagues')
    .where({ id: 2 })
    .update({ fees: JSON.stringify({ referee: 30, delegate: 'abc' }) });
  const teams: [number, string, number, string] = [11, 'Vojvodina', 12, 'Partizan'];
  const played = [20, 20, 20, 20, null, 15, 15, 15, 15, null];
  await rows.contest({
    id: 101,
    leagueId: 1,
    time: '2026-05-02T18:00:00Z',
    teams,
    scores: played,
    status: 'finished',
  });
  await rows.contest({
    id: 102,
    leagueId: 1,
    time: '2026-05-09T18:00:00Z',
    teams,
    scores: played,
    status: 'finished',
  });
  await rows.contest({ id: 103, leagueId: 1, time: '2026-05-16T18:00:00Z', teams, scores: played });
  await rows.contest({ id: 104, leagueId: 1, time: '2026-05-23T18:00:00Z', teams });
  await rows.contest({
    id: 105,
    leagueId: 1,
    time: '2026-06-10T18:00:00Z',
    teams,
    scores: played,
    status: 'finished',
  });
  await rows.contest({
    id: 201,
    leagueId: 2,
    time: '2026-05-31T23:30:00Z',
    teams,
    scores: played,
    status: 'finished',
  });

  admin = (await newSignedIn(running.url, running.knex, 'admin', ['administrator'])).browser;
  leagueAdmin = (await newSignedIn(running.url, running.knex, 'admin', ['league admin'])).browser;
  officials.ana = await newSignedIn(running.url, running.knex, 'official', ['referee']);
  officials.boris = await newSignedIn(running.url, running.knex, 'official', ['delegate']);
  officials.ceca = await newSignedIn(running.url, running.knex, 'official', ['assistant referee']);
  await assign(101, 1, 'ana', 'referee');
  await assign(102, 1, 'ana', 'referee');
  await assign(103, 1, 'ana', 'referee');
  await assign(105, 1, 'ana', 'referee');
  await assign(201, 2, 'ana', 'referee');
  await assign(101, 1, 'boris', 'delegate');
  await assign(102, 1, 'boris', 'delegate');
  await assign(104, 1, 'boris', 'statistician');
  await assign(201, 2, 'boris', 'delegate');
  await assign(101, 1, 'ceca', 'assistant referee');
  await assign(102, 1, 'ceca', 'administrator');
});

afterAll(async () => {
  await running.close();
});

const may = '/api/admin/income?from=2026-05-01&to=2026-05-31';

describe('when an administrator opens the income report for a month', () => {
  it('pays each official the league fee of their role for every finished contest, and only those', async () => {
    const answer = await admin.request('GET', may);
    expect(answer.status).toBe(200);
    const report = answer.body as IncomeReport;
    const lines = report.rows.map((r) => [
      r.official.id,
      r.league.name,
      r.role,
      r.matches,
      r.fee,
      r.amount,
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [officials.ana.id, 'Prva liga', 'referee', 2, 40, 80],
        [officials.ana.id, 'Druga liga', 'referee', 1, 30, 30],
        [officials.boris.id, 'Prva liga', 'delegate', 2, 50, 100],
        [officials.boris.id, 'Druga liga', 'delegate', 1, 0, 0],
        [officials.ceca.id, 'Prva liga', 'assistant referee', 1, 40, 40],
      ]),
    );
    expect(lines).toHaveLength(5);
    expect(report.total).toEqual({ matches: 7, amount: 250 });
    expect(report.by_official.map((t) => [t.id, t.matches, t.amount])).toEqual([
      [officials.ana.id, 3, 110],
      [officials.boris.id, 3, 100],
      [officials.ceca.id, 1, 40],
    ]);
    expect(report.by_league.map((t) => [t.name, t.matches, t.amount])).toEqual([
      ['Prva liga', 5, 220],
      ['Druga liga', 2, 30],
    ]);
  });

  it('narrows by league, by official and by dates', async () => {
    const league = (await admin.request('GET', `${may}&league_id=2`)).body as IncomeReport;
    expect(league.total).toEqual({ matches: 2, amount: 30 });
    const boris = (await admin.request('GET', `${may}&official_id=${officials.boris.id}`))
      .body as IncomeReport;
    expect(boris.rows.every((r) => r.official.id === officials.boris.id)).toBe(true);
    expect(boris.total.amount).toBe(100);
    const spring = (
      await admin.request(
        'GET',
        `/api/admin/income?from=2026-05-01&to=2026-06-30&official_id=${officials.ana.id}`,
      )
    ).body as IncomeReport;
    expect(spring.total).toEqual({ matches: 4, amount: 150 });
  });

  it('downloads the same report as CSV', async () => {
    const answer = await admin.request('GET', may.replace('/income?', '/income.csv?'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toContain('income-2026-05-01-2026-05-31.csv');
    const lines = String(answer.body).trim().split(/\r?\n/);
    expect(lines[0]).toBe('official_id,official,email,league_id,league,role,matches,fee,amount');
    expect(lines).toHaveLength(1 + 5 + 1);
    expect(lines.at(-1)).toBe(',Total,,,,,7,,250');
  });

  it('answers 422 per field to a date that does not exist, a reversed range and a bad id', async () => {
    const answer = await admin.request('GET', '/api/admin/income?from=2026-13-01&league_id=abc');
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      from: ['Enter a valid date (YYYY-MM-DD).'],
      league_id: ['Enter a valid number.'],
    });
    const reversed = await admin.request('GET', '/api/admin/income?from=2026-05-31&to=2026-05-01');
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toEqual({
      to: ['The end date must not be before the start date.'],
    });
  });

  it('lets a league admin in, whose role holds list.officials', async () => {
    expect((await leagueAdmin.request('GET', may)).status).toBe(200);
  });
});

describe('when an official opens their own income', () => {
  it('shows only their own fees, whoever else they name', async () => {
    const answer = await officials.ana.browser.request(
      'GET',
      `/api/officials/income?from=2026-05-01&to=2026-05-31&official_id=${officials.boris.id}`,
    );
    expect(answer.status).toBe(200);
    const report = answer.body as IncomeReport;
    expect(report.rows.every((r) => r.official.id === officials.ana.id)).toBe(true);
    expect(report.total).toEqual({ matches: 3, amount: 110 });
  });
});
