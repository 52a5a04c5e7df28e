import { makeJmbg, streams } from '@courtside/events';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildReadModels } from '../src';
import { append } from './events';
import { useProjectionRun, LogCapture } from './harness';

// Small batches: an issue and its transfer land in different batches as well as the same one.
const run = useProjectionRun({ batchSize: 2 });

const rm = (table: string) => run.harness.knex.withSchema('rm').table(table);
const club = (id: number, name: string, teamIds: number[]) => ({
  type: 'ClubCreated' as const,
  data: {
    clubId: id,
    name,
    city: 'Beograd',
    region: null,
    arenaId: null,
    logo: null,
    link: null,
    contact: null,
    teamIds,
  },
});
const player = (licenceId: number, clubId: number) => ({
  type: 'PlayerLicenceIssued' as const,
  data: {
    licenceId,
    kind: 'player' as const,
    clubId,
    season: '2026/27',
    firstName: 'Luka',
    lastName: 'Mitrović',
    birthDate: '2003-05-12',
    birthPlace: 'Kragujevac',
    ebr: 'EBR-9',
    jmbg: makeJmbg('2003-05-12', '72', String(licenceId).padStart(3, '0')),
    photo: null,
    number: 11,
    position: 'center',
  },
});

describe('when licences are issued, transferred and revoked', () => {
  let licences: unknown[];
  let history: unknown[];

  beforeAll(async () => {
    await append(run.harness.store, streams.club(1), club(1, 'KK Radnički', [10]));
    await append(run.harness.store, streams.club(2), club(2, 'KK Sloga', [11, 12]));
    await append(run.harness.store, streams.licence(1), player(1, 1), {
      type: 'LicenceTransferred',
      data: { licenceId: 1, fromClubId: 1, toClubId: 2, season: '2027/28', reason: 'loan' },
    });
    await append(run.harness.store, streams.licence(2), player(2, 1));
    const last = await append(run.harness.store, streams.licence(2), {
      type: 'LicenceRevoked',
      data: { licenceId: 2, clubId: 1, reason: 'left' },
    });
    await run.service.waitFor(last.position);
    licences = await rm('licences').orderBy('id').select('*');
    history = await rm('licence_history').orderBy(['licence_id', 'revision']).select('*');
  });

  it('keeps each licence as it now is and every step of its history', async () => {
    expect(
      await rm('licences').orderBy('id').select('id', 'club_id', 'season', 'status', 'revision'),
    ).toEqual([
      { id: 1, club_id: 2, season: '2027/28', status: 'active', revision: 1 },
      { id: 2, club_id: 1, season: '2026/27', status: 'revoked', revision: 1 },
    ]);
    expect(
      await rm('licence_history')
        .orderBy(['licence_id', 'revision'])
        .select('licence_id', 'action', 'club_id', 'from_club_id', 'reason'),
    ).toEqual([
      { licence_id: 1, action: 'issued', club_id: 1, from_club_id: null, reason: null },
      { licence_id: 1, action: 'transferred', club_id: 2, from_club_id: 1, reason: 'loan' },
      { licence_id: 2, action: 'issued', club_id: 1, from_club_id: null, reason: null },
      { licence_id: 2, action: 'revoked', club_id: 1, from_club_id: null, reason: 'left' },
    ]);
    expect(
      await rm('club_teams').orderBy(['club_id', 'team_id']).select('club_id', 'team_id'),
    ).toEqual([
      { club_id: 1, team_id: 10 },
      { club_id: 2, team_id: 11 },
      { club_id: 2, team_id: 12 },
    ]);
  });

  it('builds the same rows again when the read models are rebuilt from the log', async () => {
    await rebuildReadModels({
      knex: run.harness.knex,
      store: run.harness.store,
      logger: new LogCapture().logger,
      batchSize: 5,
      countEvents: async () =>
        (await run.harness.store.readAll({ after: null, limit: 1000 })).events.length,
    });
    expect(await rm('licences').orderBy('id').select('*')).toEqual(licences);
    expect(await rm('licence_history').orderBy(['licence_id', 'revision']).select('*')).toEqual(
      history,
    );
  });
});
