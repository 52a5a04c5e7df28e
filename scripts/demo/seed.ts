import { generateRoundRobin, type Commands } from '@courtside/command-service';
import { scoreFields, type EventStore, type Scores } from '@courtside/events';
import { demoArenas, demoCategories, demoLeagues } from './data';
import { todaysKickOffs } from './kick-offs';
import { seedDemoPlayOff } from './play-off';
import { seedDemoClubs, type ClubSeedCommands, type SeededTeam } from './clubs';

const minute = 60_000;
const day = 24 * 60 * minute;

/** The slice of command-service's in-process API the seeder drives. */
export type SeedCommands = Pick<
  Commands,
  | 'createCategory'
  | 'createArena'
  | 'createTeam'
  | 'createLeague'
  | 'updateLeague'
  | 'registerTeam'
  | 'scheduleContest'
  | 'recordScores'
  | 'finishContest'
  | 'drawBracket'
  | 'advanceBracket'
> &
  ClubSeedCommands;

export interface SeedResult {
  /** The position of the last event the seed appended: wait for projections to reach it. */
  lastPosition: string;
  leagueIds: number[];
  /** A contest that started a little over an hour ago, with two periods entered. */
  inProgressContestId: number;
  inProgressLeagueId: number;
  /** Contests later today in the same league, not started yet. */
  upcomingContestIds: number[];
  /** The first league's contests already played, for the demo official's fees. */
  playedContestIds: number[];
  /**
   * The play-off (8 teams, best of 3; not in `leagueIds`): quarter-finals played, the
   * semi-finals' first games scheduled.
   */
  playOffLeagueId: number;
}

/** Per-contest fees of the demo leagues (RSD), so the income report has figures. */
export const demoFees = { delegate: 3000, referee: 4500, statistician: 2000 };

/** Small deterministic generator so every demo looks the same. */
function random(seed: number) {
  let state = seed;
  return (min: number, max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return min + (state % (max - min + 1));
  };
}

function finalScore(next: (min: number, max: number) => number, strength: number): Scores {
  const scores = Object.fromEntries(scoreFields.map((field) => [field, null])) as Scores;
  for (const period of [1, 2, 3, 4] as const) {
    scores[`A${period}`] = next(12, 26) + strength;
    scores[`B${period}`] = next(12, 26);
  }
  const a = [1, 2, 3, 4].reduce((sum, p) => sum + (scores[`A${p}` as 'A1'] ?? 0), 0);
  const b = [1, 2, 3, 4].reduce((sum, p) => sum + (scores[`B${p}` as 'B1'] ?? 0), 0);
  if (a === b) {
    scores.A_extra = next(6, 14);
    scores.B_extra = (scores.A_extra + next(1, 5)) % 16;
    if (scores.B_extra === scores.A_extra) scores.B_extra += 1;
  }
  return scores;
}

function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * Seeds the demo through the real command path, so the demo's log looks exactly like one
 * built by hand: categories, three leagues, a double round robin each, four weeks of results,
 * today's round with one contest in progress and the rest still to play.
 */
export async function seedDemo(
  commands: SeedCommands,
  now: Date,
  /** The log the commands append to: the play-off reads its bracket's games from it. */
  store: EventStore,
): Promise<SeedResult> {
  const next = random(2026);
  const season = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const seasonName = `${season}/${String((season + 1) % 100).padStart(2, '0')}`;
  let lastPosition = '0:0';
  const track = <T extends { position: string }>(answer: T) => {
    lastPosition = answer.position;
    return answer;
  };

  const categoryIds: Record<string, number> = {};
  for (const [key, category] of Object.entries(demoCategories)) {
    const { id } = track(
      await commands.createCategory({ ...category, season: seasonName, public: true }, {}),
    );
    categoryIds[key] = id;
  }

  // Arenas first: each team of an arena's city plays at home there.
  const arenaIds: Record<string, number> = {};
  for (const arena of demoArenas) {
    arenaIds[arena.city] = track(await commands.createArena({ ...arena }, {})).id;
  }

  const playedRounds = 4;
  const today = utcDay(now);
  const startDate = new Date(today.getTime() - playedRounds * 7 * day);
  const result: Omit<SeedResult, 'lastPosition'> = {
    leagueIds: [],
    inProgressContestId: 0,
    inProgressLeagueId: 0,
    upcomingContestIds: [],
    playedContestIds: [],
    playOffLeagueId: 0,
  };

  const seededTeams: SeededTeam[] = [];
  for (const [index, league] of demoLeagues.entries()) {
    const created = track(
      await commands.createLeague(
        {
          kind: 'league',
          name: league.name,
          email: null,
          sort_index: index + 1,
          public: true,
          number_of_teams: league.teams.length,
          rounds: 2,
          weeks: (league.teams.length - 1) * 2,
          start_date: startDate.toISOString().slice(0, 10),
          category_id: categoryIds[league.category] ?? null,
          city: league.city,
          recreational: false,
        },
        {},
      ),
    );
    result.leagueIds.push(created.id);
    track(await commands.updateLeague(created.id, { fees: demoFees }, {}));
    const teamIds: number[] = [];
    for (const team of league.teams) {
      // Teams are the catalogue's own, registered in their league by id.
      const catalogued = track(
        await commands.createTeam(
          {
            name: team.name,
            full_name: team.fullName,
            city: team.city,
            category_id: categoryIds[league.category] ?? null,
            arena_id: arenaIds[team.city] ?? null,
          },
          {},
        ),
      );
      const registered = track(
        await commands.registerTeam(created.id, { team_id: catalogued.id }, {}),
      );
      teamIds.push(registered.id);
      seededTeams.push({
        id: catalogued.id,
        name: team.name,
        city: team.city,
        arenaId: arenaIds[team.city] ?? null,
      });
    }

    // The real schedule generator: a double round robin, one week per round of fixtures.
    for (const { week, contests } of generateRoundRobin({ teamIds, rounds: 2 })) {
      const roundIndex = week - 1;
      const roundDate = new Date(startDate.getTime() + roundIndex * 7 * day);
      for (const [contestIndex, pairing] of contests.entries()) {
        const home = teamIds.indexOf(pairing.home);
        const isToday = roundIndex === playedRounds;
        let time = new Date(roundDate.getTime() + (17 * 60 + contestIndex * 30) * minute);
        // Today's round in the first league: one contest under way, the others later today.
        if (isToday && index === 0) {
          time = todaysKickOffs(now, contests.length)[contestIndex] ?? time;
        }
        const homeTeam = league.teams[home];
        const firstTeamId = pairing.home;
        const secondTeamId = pairing.away;
        if (!homeTeam) continue;
        const contest = track(
          await commands.scheduleContest(
            {
              league_id: created.id,
              round: roundIndex + 1,
              time: time.toISOString(),
              location: `Hala sportova, ${homeTeam.city}`,
              first_team_id: firstTeamId,
              second_team_id: secondTeamId,
            },
            {},
          ),
        );
        if (roundIndex < playedRounds) {
          // One forfeit in the demo so the 20–0 rule shows in the table.
          const forfeit = index === 1 && roundIndex === 2 && contestIndex === 0;
          const scores = forfeit
            ? {
                ...finalScore(next, 0),
                A1: 20,
                A2: 0,
                A3: 0,
                A4: 0,
                B1: 0,
                B2: 0,
                B3: 0,
                B4: 0,
                A_extra: null,
                B_extra: null,
              }
            : finalScore(next, (teamIds.length - home) % 5);
          const at = { now: new Date(time.getTime() + 110 * minute) };
          const recorded = track(
            await commands.recordScores(
              contest.id,
              { ...scores, expected_revision: contest.revision },
              at,
            ),
          );
          track(
            await commands.finishContest(contest.id, { expected_revision: recorded.revision }, at),
          );
          if (index === 0) result.playedContestIds.push(contest.id);
        } else if (isToday && index === 0 && contestIndex === 0) {
          const partial = Object.fromEntries(scoreFields.map((field) => [field, null])) as Scores;
          Object.assign(partial, { A1: 21, B1: 17, A2: 15, B2: 19 });
          track(
            await commands.recordScores(
              contest.id,
              { ...partial, expected_revision: contest.revision },
              { now },
            ),
          );
          result.inProgressContestId = contest.id;
          result.inProgressLeagueId = created.id;
        } else if (isToday && index === 0) {
          result.upcomingContestIds.push(contest.id);
        }
      }
    }
  }
  // A cup for the first league's top eight teams, so a new user sees a bracket at once.
  const playOff = await seedDemoPlayOff(commands, store, {
    now,
    categoryId: categoryIds['seniors'] ?? null,
    sortIndex: demoLeagues.length + 1,
    teamIds: seededTeams.slice(0, 8).map((team) => team.id),
    next,
  });
  result.playOffLeagueId = playOff.leagueId;
  lastPosition = playOff.lastPosition;
  // Clubs field the demo's teams, with licensed players and club officials for the season.
  await seedDemoClubs(commands, seededTeams, seasonName, season, track);
  return { ...result, lastPosition };
}
