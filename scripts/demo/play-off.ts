import {
  scoreFields,
  streams,
  type EventStore,
  type Scores,
  type SeriesGameScheduled,
} from '@courtside/events';
import type { SeedCommands } from './seed';

const minute = 60_000;
const day = 24 * 60 * minute;

/**
 * Who wins each quarter-final game, from the higher seed's side (game 1 at its home): two sweeps,
 * one series that goes to a third game, and one upset.
 */
const higherSeedWins: readonly (readonly boolean[])[] = [
  [true, true],
  [true, false, true],
  [false, true, true],
  [false, true, false],
];

/** A final score the first team wins (or loses), no draw, realistic periods. */
function decidedScore(next: (min: number, max: number) => number, firstWins: boolean): Scores {
  const scores = Object.fromEntries(scoreFields.map((field) => [field, null])) as Scores;
  let first = 0;
  let second = 0;
  for (const period of [1, 2, 3, 4] as const) {
    const a = next(14, 27);
    const b = next(14, 27);
    scores[`A${period}`] = a;
    scores[`B${period}`] = b;
    first += a;
    second += b;
  }
  if (first === second) {
    scores.A4 = (scores.A4 ?? 0) + 2;
    first += 2;
  }
  if (first > second !== firstWins) {
    for (const period of [1, 2, 3, 4] as const) {
      [scores[`A${period}`], scores[`B${period}`]] = [scores[`B${period}`], scores[`A${period}`]];
    }
  }
  return scores;
}

/** The league's series games so far, from its stream. */
async function seriesGames(store: EventStore, leagueId: number) {
  const recorded = await store.readStream(streams.league(leagueId));
  return recorded
    .filter((event) => event.type === 'SeriesGameScheduled')
    .map((event) => event.data as SeriesGameScheduled['data']);
}

/**
 * A play-off of 8 teams, best of 3, through the real commands: the bracket drawn, the
 * quarter-finals played over the last three weeks (each finish moves the bracket on, as the
 * bracket advancer would), the semi-finals' first games scheduled a few days from now. Answers
 * the league's id and the last position it appended.
 */
export async function seedDemoPlayOff(
  commands: SeedCommands,
  store: EventStore,
  options: {
    now: Date;
    categoryId: number | null;
    sortIndex: number;
    /** Catalogue teams, strongest first: the seeds in order. */
    teamIds: number[];
    next: (min: number, max: number) => number;
  },
): Promise<{ leagueId: number; lastPosition: string }> {
  const { now, next } = options;
  // Week 1 of the bracket 24 days ago: quarter-final games at -24, -17 and -10 days, the
  // semi-finals' first games 4 days from now, whatever the hour.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const startDate = new Date(today - 24 * day).toISOString().slice(0, 10);
  const league = await commands.createLeague(
    {
      kind: 'play-off',
      name: 'Mozzart Bet Kup Vojvodine — plej-of',
      // The sponsor's name stays as the sponsor writes it; the rest is in Cyrillic.
      cyrillic_name: 'Mozzart Bet Куп Војводине — плеј-оф',
      email: null,
      sort_index: options.sortIndex,
      public: true,
      number_of_teams: options.teamIds.length,
      rounds: 1,
      weeks: null,
      start_date: startDate,
      category_id: options.categoryId,
      city: 'Novi Sad',
      recreational: false,
    },
    {},
  );
  let lastPosition = league.position;
  for (const teamId of options.teamIds) {
    lastPosition = (await commands.registerTeam(league.id, { team_id: teamId }, {})).position;
  }
  lastPosition = (await commands.drawBracket(league.id, { best_of: 3 }, {})).position;

  const played = new Set<number>();
  const seriesOrder: string[] = [];
  for (;;) {
    const due = (await seriesGames(store, league.id)).filter(
      (game) =>
        !played.has(game.contest.contestId) && Date.parse(game.contest.time) < now.getTime(),
    );
    if (due.length === 0) break;
    for (const game of due) {
      if (!seriesOrder.includes(game.seriesKey)) seriesOrder.push(game.seriesKey);
      const pattern = higherSeedWins[seriesOrder.indexOf(game.seriesKey)] ?? [];
      const higherWins = pattern[game.game - 1] ?? true;
      // The higher seed is at home (first team) in odd games.
      const firstWins = game.game % 2 === 1 ? higherWins : !higherWins;
      const at = { now: new Date(Date.parse(game.contest.time) + 110 * minute) };
      const scored = await commands.recordScores(
        game.contest.contestId,
        { ...decidedScore(next, firstWins), expected_revision: 0 },
        at,
      );
      const finished = await commands.finishContest(
        game.contest.contestId,
        { expected_revision: scored.revision },
        at,
      );
      lastPosition = finished.position;
      played.add(game.contest.contestId);
    }
    // Count the results and schedule what follows, as the bracket advancer does after a finish.
    const advanced = await commands.advanceBracket(league.id, {});
    if (advanced) lastPosition = advanced.position;
  }
  return { leagueId: league.id, lastPosition };
}
