import { describe, expect, it } from 'vitest';
import type { SeasonSnapshot } from '@courtside/integrations/providers';
import { fixtureFingerprint, planImport, teamFingerprint, type Links } from './diff';

const season: SeasonSnapshot = {
  provider: 'genius-sports',
  externalId: '40112',
  name: 'Prva muška liga 2026/27',
  teams: [
    { externalId: '5001', name: 'KK Vojvodina', code: 'VOJ' },
    { externalId: '5002', name: 'KK Metalac', code: 'MET' },
  ],
  fixtures: [
    {
      externalId: '900001',
      round: 1,
      time: '2026-10-03T18:00:00.000Z',
      venue: 'Hala sportova, Novi Sad',
      homeTeamId: '5001',
      awayTeamId: '5002',
      status: 'scheduled',
      homeScore: null,
      awayScore: null,
    },
  ],
};

/** After the season's first fixture started (3 October 2026). */
const now = new Date('2026-11-01T12:00:00.000Z');

const none: Links = { league: null, teams: new Map(), fixtures: new Map(), results: new Map() };

describe('when nothing of the season was imported before', () => {
  it('plans the league, every team and every fixture as new', () => {
    const plan = planImport(season, none, now);
    expect(plan.league).toEqual({ name: season.name, state: 'new', id: null });
    expect(plan.counts).toEqual({
      teams: { new: 2, changed: 0, unchanged: 0 },
      fixtures: { new: 1, changed: 0, unchanged: 0 },
    });
    expect(plan.fixtures[0]).toMatchObject({ home: 'KK Vojvodina', away: 'KK Metalac' });
  });
});

describe('when the season was imported and the provider moved a fixture', () => {
  it('plans that fixture as changed, naming the time, and the rest as unchanged', () => {
    const [vojvodina, metalac] = season.teams;
    const links: Links = {
      league: { id: 7, fingerprint: season.name },
      teams: new Map([
        ['5001', { id: 11, fingerprint: teamFingerprint(vojvodina!) }],
        ['5002', { id: 12, fingerprint: teamFingerprint(metalac!) }],
      ]),
      fixtures: new Map([
        [
          '900001',
          {
            id: 31,
            fingerprint: fixtureFingerprint({
              ...season.fixtures[0]!,
              time: '2026-10-02T18:00:00.000Z',
            }),
          },
        ],
      ]),
      results: new Map([[31, { status: 'scheduled', first: 0, second: 0 }]]),
    };
    const plan = planImport(season, links, now);
    expect(plan.league).toMatchObject({ state: 'unchanged', id: 7 });
    expect(plan.counts.teams).toEqual({ new: 0, changed: 0, unchanged: 2 });
    expect(plan.fixtures[0]).toMatchObject({ state: 'changed', id: 31, fields: ['time'] });
  });
});

describe('when the provider finished a fixture imported before', () => {
  const [vojvodina, metalac] = season.teams;
  const played: SeasonSnapshot = {
    ...season,
    fixtures: [{ ...season.fixtures[0]!, status: 'finished', homeScore: 84, awayScore: 79 }],
  };
  const linked = (held: Links['results']): Links => ({
    league: { id: 7, fingerprint: season.name },
    teams: new Map([
      ['5001', { id: 11, fingerprint: teamFingerprint(vojvodina!) }],
      ['5002', { id: 12, fingerprint: teamFingerprint(metalac!) }],
    ]),
    fixtures: new Map([
      ['900001', { id: 31, fingerprint: fixtureFingerprint(played.fixtures[0]!) }],
    ]),
    results: held,
  });

  it('plans its result as a change until Courtside holds the same one', () => {
    const due = planImport(
      played,
      linked(new Map([[31, { status: 'scheduled', first: 0, second: 0 }]])),
      now,
    );
    expect(due.fixtures[0]).toMatchObject({
      state: 'changed',
      fields: ['result'],
      result: { home: 84, away: 79 },
    });
    const other = planImport(
      played,
      linked(new Map([[31, { status: 'finished', first: 84, second: 80 }]])),
      now,
    );
    expect(other.fixtures[0]).toMatchObject({ state: 'changed', fields: ['result'] });
    const same = planImport(
      played,
      linked(new Map([[31, { status: 'finished', first: 84, second: 79 }]])),
      now,
    );
    expect(same.fixtures[0]).toMatchObject({ state: 'unchanged', fields: [] });
  });

  it('leaves a contest postponed in Courtside, and a tie, without a result', () => {
    const postponed = planImport(
      played,
      linked(new Map([[31, { status: 'postponed', first: 0, second: 0 }]])),
      now,
    );
    expect(postponed.fixtures[0]).toMatchObject({ state: 'unchanged', fields: [] });
    const tie: SeasonSnapshot = {
      ...played,
      fixtures: [{ ...played.fixtures[0]!, homeScore: 80, awayScore: 80 }],
    };
    const tied = planImport(
      tie,
      linked(new Map([[31, { status: 'scheduled', first: 0, second: 0 }]])),
      now,
    );
    expect(tied.fixtures[0]).toMatchObject({ state: 'unchanged', fields: [] });
  });
});

describe('when the provider calls a fixture finished before its start', () => {
  it('takes no result for it', () => {
    const early: SeasonSnapshot = {
      ...season,
      fixtures: [{ ...season.fixtures[0]!, status: 'finished', homeScore: 84, awayScore: 79 }],
    };
    const plan = planImport(early, none, new Date('2026-10-03T17:59:00.000Z'));
    expect(plan.fixtures[0]).toMatchObject({ state: 'new', result: null });
  });
});
