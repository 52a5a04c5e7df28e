import type { Commands } from '@courtside/command-service';

/**
 * The league the race specs play in: two teams, Vojvodina and Partizan, and a way to put one
 * more contest between them on the schedule (round 1, in Spens, at `time`).
 */
export async function twoTeamLeague(commands: Commands) {
  const league = await commands.createLeague({
    name: 'Prva liga',
    public: true,
    number_of_teams: 2,
    rounds: 2,
    start_date: '2026-03-01',
  });
  const home = await commands.registerTeam(league.id, { name: 'Vojvodina' });
  const away = await commands.registerTeam(league.id, { name: 'Partizan' });
  return {
    league,
    schedule: (time: Date) =>
      commands.scheduleContest({
        league_id: league.id,
        round: 1,
        time: time.toISOString(),
        location: 'Spens',
        first_team_id: home.id,
        second_team_id: away.id,
      }),
  };
}
