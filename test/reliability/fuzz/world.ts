import { expect } from 'vitest';
import { defaultPlatformId, makeJmbg } from '@courtside/events';
import { createAccount } from '../../../gateway/src/index';
import type { Declaration } from '../../../gateway/src/auth/permissions';
import { TestBrowser } from '../../../gateway/test/browser';
import { newSignedIn } from '../../../gateway/test/signed-in';
import { official, type Stack } from '../../../gateway/test/stack';
import { twoFactorAccounts } from '../../../gateway/test/two-factor-support';

/** Who sends a fuzzed request. */
export type Actor = 'anonymous' | 'super-admin' | 'official' | 'representative';

/**
 * The signed-in people of the fuzz, each through the product's own sign-in (the super-admin
 * with two-factor), an API key, and one record of every kind a route's `:id` can name, so a
 * fuzzed request reaches the code behind the guard. The victims of deletes and disables are
 * records of their own, never the signed-in accounts.
 */
export async function fuzzWorld(stack: Stack) {
  const { url, knex } = stack.gateway;
  const { commands } = stack.command;
  const { enrolledAdmin } = twoFactorAccounts(() => stack.gateway);
  const superAdmin = (await enrolledAdmin(['super-admin'])).browser;

  const officialBrowser = new TestBrowser(url);
  expect((await officialBrowser.signIn(official.email, official.password)).status).toBe(200);

  const representative = { email: 'klub@courtside.test', password: 'Klub#2026-password' };
  const { id: representativeId } = await createAccount(knex, {
    kind: 'representative',
    name: 'Klub Predstavnik',
    roles: ['club official'],
    ...representative,
  });
  await knex('accounts').where({ id: representativeId }).update({ approved_at: new Date() });
  const representativeBrowser = new TestBrowser(url);
  await representativeBrowser.csrf();
  const signedIn = await representativeBrowser.request('POST', '/api/video-zone/login', {
    body: representative,
  });
  expect(signedIn.status).toBe(200);

  const anonymous = new TestBrowser(url);
  await anonymous.csrf();

  const key = await superAdmin.request('POST', '/api/api-keys', {
    body: { name: 'Fuzz', league_ids: [stack.leagueId] },
  });
  expect(key.status).toBe(201);
  const victimKey = await superAdmin.request('POST', '/api/api-keys', {
    body: { name: 'Fuzz victim', league_ids: [stack.leagueId] },
  });

  const category = await commands.createCategory({ name: 'Fuzz', season: '2025/26', public: true });
  const arena = await commands.createArena({ name: 'Fuzz hall' });
  const sport = await commands.createSport({ name: 'Fuzzball' });
  const team = await commands.createTeam({ name: 'Fuzz team' });
  const victimOfficial = await newSignedIn(url, knex, 'official', ['referee']);
  const victimRepresentative = await newSignedIn(url, knex, 'representative', ['club official']);
  const [role] = await knex('roles')
    .insert({ name: 'fuzz victim', guard: 'account' })
    .returning<{ id: number }[]>('id');

  const club = await commands.createClub({ name: 'Fuzz club', city: 'Beograd' });
  const licence = await commands.issueLicence({
    kind: 'player',
    club_id: club.id,
    season: '2026/27',
    first_name: 'Fuzz',
    last_name: 'Igrač',
    birth_date: '2004-03-15',
    birth_place: 'Beograd',
    ebr: 'EBR-FUZZ',
    jmbg: makeJmbg('2004-03-15', '71', '901'),
    number: 7,
    position: 'guard',
  });
  const officialTest = await commands.createOfficialTest({
    title: 'Fuzz test',
    pass_mark: 50,
    time_limit_minutes: 20,
    questions: [
      {
        text: 'How many periods?',
        multiple: false,
        options: [
          { text: 'Two', correct: false },
          { text: 'Four', correct: true },
        ],
      },
    ],
  });
  const [signedInOfficial] = await knex('accounts')
    .where({ email: official.email })
    .select<{ id: number }[]>('id');
  await commands.assignOfficialTest(officialTest.id, { account_ids: [signedInOfficial?.id ?? 0] });

  const now = new Date();
  const [thread] = await knex('contact_threads')
    .insert({
      name: 'Fuzz',
      email: 'fuzz@example.com',
      subject: 'Fuzz',
      created_at: now,
      updated_at: now,
    })
    .returning<{ id: number }[]>('id');
  const startsAt = new Date(Date.UTC(2030, 2, 1, 17));
  const [appointment] = await knex('appointments')
    .insert({
      full_name: 'Fuzz Booker',
      email: 'fuzz@example.com',
      phone: '+381 60 000 000',
      sport_id: sport.id,
      arena_id: arena.id,
      home_team: 'Fuzz A',
      away_team: 'Fuzz B',
      starts_at: startsAt,
      duration_minutes: 60,
      ends_at: new Date(startsAt.getTime() + 60 * 60_000),
      created_at: now,
      updated_at: now,
    })
    .returning<{ id: number }[]>('id');

  /** The record each `:id` names, by the path segment before it. */
  const records: Record<string, number | string> = {
    contests: stack.contestId,
    leagues: stack.leagueId,
    categories: category.id,
    arenas: arena.id,
    sports: sport.id,
    teams: team.id,
    users: victimOfficial.id,
    'video-zone-users': victimRepresentative.id,
    roles: role?.id ?? 0,
    'api-keys': Number(victimKey.body.id),
    clubs: club.id,
    licences: licence.id,
    // The officials' desk names a contest as a game; the signed-in official is on its crew.
    games: stack.contestId,
    'match-reports': stack.contestId,
    // No file is uploaded: a fuzzed removal of file 1 reaches the route and is answered 404.
    files: 1,
    'official-tests': officialTest.id,
    tests: officialTest.id,
    // Issue 10: the platform's settings tab, a contact thread and a booking to act on.
    platforms: defaultPlatformId,
    settings: 'general',
    threads: thread?.id ?? 0,
    appointments: appointment?.id ?? 0,
    // Issue 11: no recording is booked; a fuzzed step on booking 1 (gateway and command-service)
    // reaches the route and is answered 404 or 422, never 5xx.
    'video-on-demand': 1,
    recordings: 1,
    // A representative's own cancel of booking 1: past the guard it is not found (404).
    bookings: 1,
    // No video is uploaded: a fuzzed removal of video 1 reaches the route and is answered 404.
    videos: 1,
    // Issue 12: no letter, run or import exists: past the guard each is answered 404 or 422.
    'dead-letters': '00000000-0000-4000-8000-000000000001',
    workflows: 1,
    providers: 'genius-sports',
    imports: 1,
    // Webhook endpoint 1 is not the super-admin's to change: past the guard it is 404 or 422.
    webhooks: 1,
    ':action': 'finish',
  };

  const browsers: Record<Actor, TestBrowser> = {
    anonymous,
    'super-admin': superAdmin,
    official: officialBrowser,
    representative: representativeBrowser,
  };

  return {
    browsers,
    apiKey: String(key.body.secret),
    records,
    /** Every id a body may name: the stack's league, contest and teams, and the records. */
    ids: [
      ...new Set([
        ...Object.values(records).filter((id): id is number => typeof id === 'number'),
        stack.teams.home,
        stack.teams.away,
      ]),
    ],
  };
}

export type FuzzWorldSetup = Awaited<ReturnType<typeof fuzzWorld>>;

/** The one of our signed-in people a route's declaration lets through, if any. */
export function actorFor(declaration: Declaration | undefined): Actor | null {
  if (!declaration) return null;
  if (declaration.public) return 'anonymous';
  switch (declaration.need.kind) {
    case 'admin':
    case 'any':
      return 'super-admin';
    case 'official':
      return 'official';
    case 'representative':
      return 'representative';
    default:
      return null;
  }
}
