import type { Knex } from 'knex';
import type { Commands } from '@courtside/command-service';
import { demoAccounts } from './data';

type BookingCommands = Pick<Commands, 'updateLeague' | 'requestRecording' | 'takeBookingStep'>;

interface MatchRow {
  id: number;
  league_id: number;
  time: Date;
}

/**
 * Recording bookings for the demo (issue 11): the video zone switched on in the league where
 * the demo representative's club plays next, and bookings of its matches in different states
 * (one requested, one confirmed, one refused with a reason), so the representative's and the administrators' screens show the machine at
 * work. The soonest upcoming match stays unbooked for a new user to try. Everything goes
 * through the real commands, as the representative and an administrator would send them.
 */
export async function seedDemoBookings(
  knex: Knex,
  commands: BookingCommands,
  now: Date,
  waitFor: (position: string) => Promise<void>,
): Promise<void> {
  const representative = (await knex('accounts')
    .where({ email: demoAccounts.representative.email })
    .first('id', 'pb_club_id')) as { id: number; pb_club_id: number | null } | undefined;
  if (!representative?.pb_club_id) return;
  const clubId = representative.pb_club_id;
  const teams = knex('rm.club_teams').where({ club_id: clubId }).select('team_id');
  const plays = (q: Knex.QueryBuilder) =>
    q.where((w) => w.whereIn('first_team_id', teams).orWhereIn('second_team_id', teams));
  const upcoming = (await plays(knex('rm.contests'))
    .where('time', '>', now)
    .where('status', 'scheduled')
    .orderBy([{ column: 'time' }, { column: 'id' }])
    .select('id', 'league_id', 'time')) as MatchRow[];
  const first = upcoming[0];
  if (!first) return;
  const leagueId = first.league_id;
  const switched = await commands.updateLeague(leagueId, { video_zone: true });
  await waitFor(switched.position);

  const asRepresentative = (at: Date) => ({
    actor: { kind: 'representative' as const, id: String(representative.id) },
    now: at,
  });
  const book = (
    contestId: number,
    at: Date,
    pack: 'single_camera' | 'two_cameras',
    notes: string,
  ) =>
    commands.requestRecording(
      { contest_id: contestId, club_id: clubId, package: pack, notes },
      asRepresentative(at),
    );
  const admin = { actor: { kind: 'system' as const, id: null } };
  let last = switched.position;

  const [, requested, confirmed, refused] = upcoming.filter((m) => m.league_id === leagueId);
  if (requested) {
    last = (await book(requested.id, now, 'two_cameras', 'Kamera iza koša, molim.')).position;
  }
  if (confirmed) {
    const booking = await book(confirmed.id, now, 'single_camera', 'Glavna kamera na tribini.');
    last = (await commands.takeBookingStep('confirm', booking.id, { reason: null }, admin))
      .position;
  }
  if (refused) {
    const booking = await book(refused.id, now, 'two_cameras', '');
    const reason = 'Ekipa za snimanje je tog dana zauzeta.';
    last = (await commands.takeBookingStep('refuse', booking.id, { reason }, admin)).position;
  }
  await waitFor(last);
}
