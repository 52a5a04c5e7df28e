import { makeJmbg, streams } from '@courtside/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceUnderTest, type ServiceUnderTest } from '../testing/service-under-test';

let sut: ServiceUnderTest;
let partizan: number;
let zvezda: number;

function player(clubId: number, jmbg: string, birthDate = '2004-03-15') {
  return {
    kind: 'player',
    club_id: clubId,
    season: '2026/27',
    first_name: 'Marko',
    last_name: 'Petrović',
    birth_date: birthDate,
    birth_place: 'Beograd',
    ebr: 'EBR-1',
    jmbg,
    number: 7,
    position: 'guard',
  };
}

beforeAll(async () => {
  sut = await startServiceUnderTest(new Date('2026-10-03T19:00:00.000Z'));
  partizan = (await sut.service.commands.createClub({ name: 'KK Partizan', city: 'Beograd' })).id;
  zvezda = (await sut.service.commands.createClub({ name: 'KK Crvena zvezda', city: 'Beograd' }))
    .id;
});

afterAll(async () => {
  await sut.close();
});

describe('when a JMBG is already licensed', () => {
  it('refuses the second licence with a 422 naming the club that holds it, storing nothing', async () => {
    const jmbg = makeJmbg('2004-03-15', '71', '101');
    expect((await sut.send('POST', '/licences', player(partizan, jmbg))).status).toBe(201);
    const before = await sut.eventCount();
    const again = await sut.send('POST', '/licences', player(zvezda, jmbg));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      jmbg: [{ key: 'jmbgTaken', params: { club: 'KK Partizan' } }],
    });
    expect(await sut.eventCount()).toBe(before);
  });

  it('lets exactly one of the same JMBG issued at once through', async () => {
    const jmbg = makeJmbg('2005-07-01', '80', '202');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        sut.send('POST', '/licences', player(index % 2 ? zvezda : partizan, jmbg, '2005-07-01')),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      201, 422, 422, 422, 422, 422, 422, 422,
    ]);
    const { rows } = await sut.pool.query(
      `SELECT count(*)::int AS n FROM events WHERE type = 'PlayerLicenceIssued' AND data->>'jmbg' = $1`,
      [jmbg],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('frees the JMBG when the licence is revoked, so another club may license the player', async () => {
    const jmbg = makeJmbg('2003-11-20', '71', '303');
    const first = await sut.send('POST', '/licences', player(partizan, jmbg, '2003-11-20'));
    expect(first.status).toBe(201);
    const revoked = await sut.send('POST', `/licences/${String(first.body.id)}/revoke`, {
      reason: 'left the club',
    });
    expect(revoked.status).toBe(200);
    const second = await sut.send('POST', '/licences', player(zvezda, jmbg, '2003-11-20'));
    expect(second.status).toBe(201);
  });
});

describe('when a licence is transferred', () => {
  it('keeps the earlier club in the stream and names the new club as holder', async () => {
    const jmbg = makeJmbg('2002-01-09', '71', '404');
    const issued = await sut.send('POST', '/licences', player(partizan, jmbg, '2002-01-09'));
    const id = Number(issued.body.id);
    const moved = await sut.send('POST', `/licences/${id}/transfer`, {
      club_id: zvezda,
      season: '2027/28',
      reason: 'transfer window',
    });
    expect(moved.status).toBe(200);
    const stream = await sut.store.readStream(streams.licence(id));
    expect(stream.map((event) => event.type)).toEqual([
      'PlayerLicenceIssued',
      'LicenceTransferred',
    ]);
    expect(stream[1]?.data).toMatchObject({ fromClubId: partizan, toClubId: zvezda });
    const duplicate = await sut.send('POST', '/licences', player(partizan, jmbg, '2002-01-09'));
    expect(duplicate.body.errors).toEqual({
      jmbg: [{ key: 'jmbgTaken', params: { club: 'KK Crvena zvezda' } }],
    });
  });

  it('refuses a transfer to the club that already holds it', async () => {
    const issued = await sut.send(
      'POST',
      '/licences',
      player(partizan, makeJmbg('2001-02-02', '71', '505'), '2001-02-02'),
    );
    const same = await sut.send('POST', `/licences/${String(issued.body.id)}/transfer`, {
      club_id: partizan,
      season: '2026/27',
    });
    expect(same.status).toBe(422);
  });
});

describe('when the JMBG is wrong', () => {
  it('refuses a wrong check digit and a birth-date mismatch with 422, storing nothing', async () => {
    const before = await sut.eventCount();
    const good = makeJmbg('2004-03-15', '71', '606');
    const wrongDigit = good.slice(0, 12) + String((Number(good[12]) + 1) % 10);
    const digit = await sut.send('POST', '/licences', player(partizan, wrongDigit));
    expect(digit.status).toBe(422);
    expect(digit.body.errors).toEqual({ jmbg: [{ key: 'jmbgCheckDigit' }] });
    const date = await sut.send('POST', '/licences', player(partizan, good, '2004-03-16'));
    expect(date.body.errors).toEqual({ jmbg: [{ key: 'jmbgBirthDate' }] });
    expect(await sut.eventCount()).toBe(before);
  });
});
