import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { newSignedIn } from './signed-in';

// Spec §7 lists GET /leagues/team/{id}/link among the calls API consumers make: a key tied to a
// league in which the team plays reads it; the public (no key) keeps reading it too.
let running: RunningGateway;
let admin: Awaited<ReturnType<typeof newSignedIn>>;

const leagueA = 1;
const leagueB = 2;
const teamInA = 11;
const teamInB = 22;

beforeAll(async () => {
  running = await startGateway();
  const rows = readModelRows(running.knex);
  await rows.league({ id: leagueA, name: 'Liga A' });
  await rows.league({ id: leagueB, name: 'Liga B' });
  await rows.team(leagueA, teamInA, 'Vojvodina');
  await rows.team(leagueB, teamInB, 'Spartak');
  admin = await newSignedIn(running.url, running.knex, 'admin', ['administrator']);
});

afterAll(async () => {
  await running.close();
});

async function keyFor(leagueIds: number[]): Promise<string> {
  const answer = await admin.browser.request('POST', '/api/api-keys', {
    body: { name: 'Semafor', league_ids: leagueIds },
  });
  expect(answer.status).toBe(201);
  return (answer.body as { secret: string }).secret;
}

const client = () => new TestBrowser(running.url);
const link = (teamId: number) => `/api/leagues/team/${teamId}/link`;

describe('when an API consumer reads a team link', () => {
  it("reads a team of its league with either header, and gets the link's shape", async () => {
    const secret = await keyFor([leagueA]);
    const byHeader = await client().get(link(teamInA), { 'x-api-key': secret });
    expect(byHeader.status).toBe(200);
    expect(byHeader.body).toEqual({ licensedPlayers: [], licensedClubOfficials: [], club: null });
    const byBearer = await client().get(link(teamInA), { authorization: `Bearer ${secret}` });
    expect(byBearer.status).toBe(200);
  });

  it('reads a team of a league the key is not for as the public does, never 403', async () => {
    const secret = await keyFor([leagueA]);
    const answer = await client().get(link(teamInB), { 'x-api-key': secret });
    const anonymous = await client().get(link(teamInB));
    expect(anonymous.status).toBe(200);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(anonymous.body);
  });

  it('gets 401 for an unknown key, while the public without a key still reads it', async () => {
    const secret = await keyFor([leagueA]);
    const forged = `${secret.slice(0, -4)}AAAA`;
    expect((await client().get(link(teamInA), { 'x-api-key': forged })).status).toBe(401);
    expect((await client().get(link(teamInA))).status).toBe(200);
  });
});
