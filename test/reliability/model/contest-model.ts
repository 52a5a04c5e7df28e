import fc from 'fast-check';
import {
  insideScoreWindow,
  isValidPeriodScore,
  sameScores,
  scoreFields,
  winnerOf,
  type Scores,
  type Winner,
} from '@courtside/events';
import { crewKey, type ContestState } from '../../../command-service/src/contest/contest';
import type { ContestCommand } from '../../../command-service/src/contest/decide';
import { league, scheduledData, start } from '../../../command-service/src/contest/contest-given';

/**
 * The contest model of test 8: random contest commands, and what the documented rules
 * (docs/foundation.md, "Contest rules") say a contest is after each.
 */
const hours = (h: number) => new Date(Date.parse(start) + h * 3_600_000).toISOString();

const period = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0, max: 40 }) },
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 251, 1.5, 250, 0, 20) },
);
const anyScores: fc.Arbitrary<Scores> = fc.oneof(
  fc.record(
    Object.fromEntries(scoreFields.map((f) => [f, period])) as Record<string, typeof period>,
  ) as fc.Arbitrary<Scores>,
  // A forfeit either way round, a level score, and nothing at all.
  fc
    .constantFrom<Partial<Scores>>({ A1: 20, B1: 0 }, { A1: 0, B1: 20 }, { A1: 10, B1: 10 }, {})
    .map(
      (some) => ({ ...Object.fromEntries(scoreFields.map((f) => [f, null])), ...some }) as Scores,
    ),
);
const now = fc.integer({ min: -2, max: 13 }).map((half) => hours(half / 2));
const reason = fc.constantFrom(null, 'Kiša');
const contestId = scheduledData.contestId;

const command: fc.Arbitrary<ContestCommand> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.tuple(anyScores, now).map(([scores, at]) => ({
      type: 'RecordScores' as const,
      data: { contestId, scores },
      metadata: { now: at },
    })),
  },
  {
    weight: 5,
    arbitrary: now.map((at) => ({
      type: 'FinishContest' as const,
      data: { contestId },
      metadata: { now: at },
    })),
  },
  {
    weight: 1,
    arbitrary: reason.map((r) => ({
      type: 'PostponeContest' as const,
      data: { contestId, reason: r },
      metadata: { now: start },
    })),
  },
  {
    weight: 1,
    arbitrary: reason.map((r) => ({
      type: 'CancelContest' as const,
      data: { contestId, reason: r },
      metadata: { now: start },
    })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.integer({ min: -4, max: 8 }), fc.constantFrom('Spens', 'Pionir', null))
      .map(([h, location]) => ({
        type: 'RescheduleContest' as const,
        data: { contestId, time: hours(h), location },
        metadata: { now: start },
      })),
  },
  {
    weight: 2,
    arbitrary: anyScores.map((scores) => ({
      type: 'CorrectResult' as const,
      data: { contestId, scores, reason: 'Zapisnik' },
      metadata: { now: hours(30) },
    })),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(
        fc.record({
          accountId: fc.integer({ min: 1, max: 5 }),
          role: fc.constantFrom('delegate' as const, 'referee' as const, 'statistician' as const),
        }),
        { maxLength: 6 },
      )
      .map((officials) => ({
        type: 'AssignContestOfficials' as const,
        data: { contestId, officials },
        metadata: { now: start },
      })),
  },
);
const schedule: ContestCommand = {
  type: 'ScheduleContest',
  data: scheduledData,
  metadata: { now: start, league },
};
export const sequence = fc
  .tuple(
    // Mostly a scheduled contest; sometimes none, whose every command must be refused.
    fc.oneof(
      { weight: 9, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    fc.array(command, { minLength: 1, maxLength: 30 }),
  )
  .map(([scheduled, rest]) => (scheduled ? [schedule, ...rest] : rest));

/** The model: what the documented rules say a contest is after each command. */
export interface Model {
  status: ContestState['status'];
  time: string;
  location: string | null;
  scores: Scores | null;
  winner: Winner | null;
  crew: string;
}

export const valid = (scores: Scores) => scoreFields.every((f) => isValidPeriodScore(scores[f]));

/** The model's next state, or null when the rules refuse the command. */
export function expected(model: Model, cmd: ContestCommand): Model | null {
  if (cmd.type === 'ScheduleContest') {
    return model.status === 'absent'
      ? {
          status: 'scheduled',
          time: cmd.data.time,
          location: cmd.data.location,
          scores: null,
          winner: null,
          crew: crewKey([]),
        }
      : null;
  }
  if (model.status === 'absent') return null;
  const closed = model.status === 'postponed' || model.status === 'cancelled';
  switch (cmd.type) {
    case 'RecordScores': {
      const { scores } = cmd.data;
      if (closed || !valid(scores) || !insideScoreWindow(model.time, cmd.metadata.now)) return null;
      if (model.scores && sameScores(model.scores, scores)) return model;
      if (model.status === 'finished') {
        const winner = winnerOf(scores);
        return winner ? { ...model, scores, winner } : null;
      }
      return { ...model, status: 'in_progress', scores, winner: null };
    }
    case 'FinishContest': {
      if (closed || model.status === 'finished') return null;
      if (Date.parse(cmd.metadata.now) < Date.parse(model.time)) return null;
      const winner = model.scores ? winnerOf(model.scores) : null;
      return winner ? { ...model, status: 'finished', winner } : null;
    }
    case 'PostponeContest':
    case 'CancelContest': {
      const target = cmd.type === 'PostponeContest' ? 'postponed' : 'cancelled';
      if (model.status === 'finished') return null;
      if (model.status === target) return model;
      if (model.status === 'cancelled') return null;
      return { ...model, status: target };
    }
    case 'RescheduleContest': {
      if (['finished', 'cancelled', 'in_progress'].includes(model.status)) return null;
      const same =
        Date.parse(model.time) === Date.parse(cmd.data.time) &&
        model.location === cmd.data.location;
      if (same && model.status === 'scheduled') return model;
      return { ...model, status: 'scheduled', time: cmd.data.time, location: cmd.data.location };
    }
    case 'CorrectResult': {
      // An administrator's result (issue 9): a finished contest's is corrected; one that has
      // started but was never finished gets its result entered after the fact; one still to
      // come, postponed or cancelled has none.
      const { scores } = cmd.data;
      if (closed || !valid(scores)) return null;
      if (Date.parse(cmd.metadata.now) < Date.parse(model.time)) return null;
      const winner = winnerOf(scores);
      if (!winner) return null;
      if (model.status !== 'finished') return { ...model, status: 'finished', scores, winner };
      return model.scores && sameScores(model.scores, scores)
        ? model
        : { ...model, scores, winner };
    }
    case 'AssignContestOfficials': {
      const ids = cmd.data.officials.map((o) => o.accountId);
      if (new Set(ids).size !== ids.length) return null;
      const limits = { delegate: 1, referee: 3, statistician: 1 };
      if (
        Object.entries(limits).some(
          ([role, max]) => cmd.data.officials.filter((o) => o.role === role).length > max,
        )
      )
        return null;
      return { ...model, crew: crewKey(cmd.data.officials) };
    }
  }
}

export const modelOf = (state: ContestState): Model =>
  state.status === 'absent'
    ? { status: 'absent', time: '', location: null, scores: null, winner: null, crew: '' }
    : {
        status: state.status,
        time: state.time,
        location: state.location,
        scores: state.scores,
        winner: state.winner,
        crew: state.crew,
      };
