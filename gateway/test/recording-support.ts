import { clubRepresentative } from './club-representative';
import type { RecordingBooking } from '@courtside/events';
import type { TestBrowser } from './browser';
import { newSignedIn } from './signed-in';
import { startStack, type Stack } from './stack';

const hour = 3600 * 1000;

type Commands = Stack['command']['commands'];

/**
 * A public league of four teams over two rounds from 10 January 2026. The video zone is a league
 * setting, switched on by an edit when `videoZone` asks for it.
 */
export async function createLeague(
  commands: Commands,
  name: string,
  { videoZone }: { videoZone: boolean },
): ReturnType<Commands['createLeague']> {
  const league = await commands.createLeague({
    name,
    public: true,
    number_of_teams: 4,
    rounds: 2,
    start_date: '2026-01-10',
  });
  if (videoZone) await commands.updateLeague(league.id, { video_zone: true });
  return league;
}

/** A first-round match of the league at the Spens, at the given moment (ms since the epoch). */
export function scheduleMatch(
  commands: Commands,
  leagueId: number,
  at: number,
  home: number,
  away: number,
): ReturnType<Commands['scheduleContest']> {
  return commands.scheduleContest({
    league_id: leagueId,
    round: 1,
    time: new Date(at).toISOString(),
    location: 'Spens',
    first_team_id: home,
    second_team_id: away,
  });
}

/**
 * A video-zone league ("Video liga") with Vojvodina, Partizan and Zvezda, their clubs, and
 * matches tomorrow: Vojvodina–Partizan (`upcoming`), Partizan–Zvezda, Vojvodina–Zvezda.
 */
export interface RecordingWorld {
  stack: Stack;
  admin: TestBrowser;
  leagueId: number;
  vojvodina: number;
  partizan: number;
  matches: { vojPar: number; parZvz: number; vojZvz: number };
  /** An approved (by default) representative of the club, signed in. */
  representativeOf(clubId: number, state?: { approved?: boolean }): Promise<TestBrowser>;
  /** How many events the booking streams hold. */
  recordingEvents(): Promise<number>;
  book(
    browser: TestBrowser,
    contestId: number,
    extra?: Record<string, unknown>,
  ): ReturnType<TestBrowser['request']>;
  /** The club's booking of a match as the representative's list shows it. */
  bookingOf(browser: TestBrowser, contestId: number): Promise<RecordingBooking>;
}

export async function recordingWorld(): Promise<RecordingWorld> {
  const stack = await startStack();
  const { commands } = stack.command;
  const now = stack.clock.now.getTime();
  const team = async (name: string) => (await commands.createTeam({ name })).id;
  const [voj, par, zvz] = [await team('Vojvodina'), await team('Partizan'), await team('Zvezda')];
  const league = await createLeague(commands, 'Video liga', { videoZone: true });
  for (const id of [voj, par, zvz]) await commands.registerTeam(league.id, { team_id: id });
  const contest = async (home: number, away: number) =>
    (await scheduleMatch(commands, league.id, now + 24 * hour, home, away)).id;
  const matches = {
    vojPar: await contest(voj, par),
    parZvz: await contest(par, zvz),
    vojZvz: await contest(voj, zvz),
  };
  const vojvodina = (await commands.createClub({ name: 'KK Vojvodina', team_ids: [voj] })).id;
  const club = await commands.createClub({ name: 'KK Partizan', team_ids: [par] });
  await stack.projection.waitFor(club.position, 30_000);
  const knex = stack.gateway.knex;
  const admin = (await newSignedIn(stack.url, knex, 'admin', ['administrator'])).browser;

  const world: RecordingWorld = {
    stack,
    admin,
    leagueId: league.id,
    vojvodina,
    partizan: club.id,
    matches,
    representativeOf(clubId, state = { approved: true }) {
      return clubRepresentative(stack, clubId, state, 'KK');
    },
    async recordingEvents() {
      const { rows } = await knex.raw<{ rows: { count: string }[] }>(
        "SELECT count(*) FROM events WHERE stream_id LIKE 'recording-%'",
      );
      return Number(rows[0]?.count);
    },
    book: (browser, contestId, extra = {}) =>
      browser.request('POST', '/api/video-zone/bookings', {
        body: { contest_id: contestId, package: 'two_cameras', notes: null, ...extra },
      }),
    async bookingOf(browser, contestId) {
      const list = await browser.request('GET', '/api/video-zone/bookings');
      const found = (list.body as { data: RecordingBooking[] }).data.find(
        (booking) => booking.contest_id === contestId,
      );
      if (!found) throw new Error(`no booking of match ${contestId}`);
      return found;
    },
  };
  return world;
}
