import type { Commands } from '@courtside/command-service';
import { scoreFields, type Scores } from '@courtside/events';
import type { Random } from './random';

const TEAMS_PER_LEAGUE = 8;
const CONTESTS_PER_LEAGUE = 60;
/** Contests of one league written side by side, as several officials would. */
const PARALLEL_CONTESTS = 4;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * Writes a realistic log through command-service's own commands (the same validation, deciders
 * and appends as HTTP) until it holds at least `target` events: leagues with their teams, a
 * schedule spread over weeks, scores entered period by period, finishes, officials' late
 * corrections, administrators' result corrections, postponements and contests left in
 * progress. `countEvents` tells how far it got. Answers the number of events written.
 */
export async function writeLeagueLog(options: {
  commands: Commands;
  random: Random;
  target: number;
  countEvents(): Promise<number>;
  /** The season's first day; contests fall in the weeks after it. */
  start: Date;
}): Promise<number> {
  const { commands, random, target, countEvents, start } = options;
  const category = await commands.createCategory({
    name: 'Seniori',
    season: '2025/26',
    public: true,
  });
  let written = await countEvents();
  for (let league = 1; written < target; league += 1) {
    const created = await commands.createLeague({
      name: `Liga ${league}`,
      public: random.chance(0.8),
      number_of_teams: TEAMS_PER_LEAGUE,
      rounds: 2,
      start_date: start.toISOString().slice(0, 10),
      category_id: category.id,
    });
    const teams: number[] = [];
    for (let team = 1; team <= TEAMS_PER_LEAGUE; team += 1) {
      const registered = await commands.registerTeam(created.id, {
        name: `Tim ${league}-${team}`,
        city: random.chance(0.5) ? 'Novi Sad' : null,
      });
      teams.push(registered.id);
    }
    // Plans are drawn up front so the seeded random decides the same log on every replay,
    // whatever order the parallel writers happen to finish in.
    const plans = Array.from({ length: CONTESTS_PER_LEAGUE }, (_, index) =>
      planContest(random, created.id, teams, start, index),
    );
    for (let from = 0; from < plans.length; from += PARALLEL_CONTESTS) {
      await Promise.all(
        plans.slice(from, from + PARALLEL_CONTESTS).map((plan) => playContest(commands, plan)),
      );
    }
    written = await countEvents();
  }
  return written;
}

interface ContestPlan {
  leagueId: number;
  round: number;
  time: Date;
  home: number;
  away: number;
  /** Score entries, each a fuller picture of the contest than the one before. */
  entries: Scores[];
  ending: 'finish' | 'postpone' | 'cancel' | 'in-progress';
  /** An official's change after the finish, inside the five-hour window. */
  lateEntry: Scores | null;
  /** An administrator's replacement result, any time later. */
  correction: Scores | null;
}

function planContest(
  random: Random,
  leagueId: number,
  teams: number[],
  start: Date,
  index: number,
): ContestPlan {
  const home = teams[random.int(0, teams.length - 1)] ?? 0;
  let away = teams[random.int(0, teams.length - 1)] ?? 0;
  if (away === home) away = teams[(teams.indexOf(home) + 1) % teams.length] ?? 0;
  const time = new Date(start.getTime() + index * DAY_MS * 0.5 + random.int(0, 600) * MINUTE_MS);
  const final = decidedScores(random);
  const periods = random.int(1, 4);
  const entries = Array.from({ length: periods }, (_, period) =>
    period === periods - 1 ? final : partial(final, period + 1),
  );
  const roll = random.next();
  const ending =
    roll < 0.75 ? 'finish' : roll < 0.85 ? 'in-progress' : roll < 0.95 ? 'postpone' : 'cancel';
  return {
    leagueId,
    round: 1 + (index % 2),
    time,
    home,
    away,
    entries,
    ending,
    lateEntry: ending === 'finish' && random.chance(0.15) ? decidedScores(random) : null,
    correction: ending === 'finish' && random.chance(0.2) ? decidedScores(random) : null,
  };
}

async function playContest(commands: Commands, plan: ContestPlan): Promise<void> {
  const at = (minutes: number) => ({ now: new Date(plan.time.getTime() + minutes * MINUTE_MS) });
  const scheduled = await commands.scheduleContest({
    league_id: plan.leagueId,
    round: plan.round,
    time: plan.time.toISOString(),
    location: 'Spens',
    first_team_id: plan.home,
    second_team_id: plan.away,
  });
  const id = scheduled.id;
  let revision = scheduled.revision;
  if (plan.ending === 'postpone' || plan.ending === 'cancel') {
    const change = plan.ending === 'postpone' ? commands.postponeContest : commands.cancelContest;
    await change(id, { expected_revision: revision, reason: 'Dvorana zatvorena' }, at(-60));
    return;
  }
  for (const [step, scores] of plan.entries.entries()) {
    ({ revision } = await commands.recordScores(
      id,
      { ...scores, expected_revision: revision },
      at(20 + step * 25),
    ));
  }
  if (plan.ending === 'in-progress') return;
  ({ revision } = await commands.finishContest(id, { expected_revision: revision }, at(120)));
  if (plan.lateEntry) {
    ({ revision } = await commands.recordScores(
      id,
      { ...plan.lateEntry, expected_revision: revision },
      at(180),
    ));
  }
  if (plan.correction) {
    await commands.correctContestResult(
      id,
      { ...plan.correction, reason: 'Greška u zapisniku', expected_revision: revision },
      at(3 * 24 * 60),
    );
  }
}

/** A whole contest's score with a winner (totals differ), now and then a 20–0 forfeit. */
function decidedScores(random: Random): Scores {
  const scores = Object.fromEntries(
    scoreFields.map((field) => [field, field.endsWith('extra') ? null : random.int(8, 35)]),
  ) as Scores;
  if (random.chance(0.03)) {
    return { ...scores, A1: 20, A2: 0, A3: 0, A4: 0, B1: 0, B2: 0, B3: 0, B4: 0 };
  }
  const first = (scores.A1 ?? 0) + (scores.A2 ?? 0) + (scores.A3 ?? 0) + (scores.A4 ?? 0);
  const second = (scores.B1 ?? 0) + (scores.B2 ?? 0) + (scores.B3 ?? 0) + (scores.B4 ?? 0);
  if (first === second) return { ...scores, A_extra: 10, B_extra: random.int(0, 9) };
  return scores;
}

/** The score as it stood after `periods` quarters. */
function partial(final: Scores, periods: number): Scores {
  return Object.fromEntries(
    scoreFields.map((field) => {
      const period = Number(field.slice(1));
      return [field, Number.isInteger(period) && period <= periods ? final[field] : null];
    }),
  ) as Scores;
}
