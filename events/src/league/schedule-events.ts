import * as yup from 'yup';
import type { EventOf } from '../event-of';

/** A contest the league's schedule (or a bracket) puts on a contest stream of its own. */
export const plannedContestSchema = yup.object({
  contestId: yup.number().integer().positive().required(),
  round: yup.number().integer().min(1).required(),
  /** ISO-8601 start time, UTC. */
  time: yup.string().required(),
  location: yup.string().nullable().defined(),
  firstTeamId: yup.number().integer().positive().required(),
  secondTeamId: yup.number().integer().positive().required(),
});
export type PlannedContest = yup.InferType<typeof plannedContestSchema>;

export const scheduleGeneratedSchema = yup.object({
  leagueId: yup.number().integer().positive().required(),
  /** Every contest of the competition; each also becomes a ContestScheduled on its own stream. */
  contests: yup
    .array(
      plannedContestSchema.concat(
        yup.object({
          week: yup.number().integer().min(1).required(),
          /** A tournament's group ('A', 'B', …); null in a plain league. */
          group: yup.string().nullable().defined(),
        }),
      ),
    )
    .required(),
});

export const seriesSchema = yup.object({
  /** 'r<round>s<index>', both from 1. */
  key: yup.string().required(),
  round: yup.number().integer().min(1).required(),
  index: yup.number().integer().min(1).required(),
  firstTeamId: yup.number().integer().positive().nullable().defined(),
  secondTeamId: yup.number().integer().positive().nullable().defined(),
});
export type SeriesDraw = yup.InferType<typeof seriesSchema>;

export const bracketDrawnSchema = yup.object({
  leagueId: yup.number().integer().positive().required(),
  /** Contests a series has at most (1, 3, 5 or 7); the first to win more than half goes on. */
  bestOf: yup.number().integer().min(1).required(),
  series: yup.array(seriesSchema).required(),
});

export const seriesGameScheduledSchema = yup.object({
  leagueId: yup.number().integer().positive().required(),
  seriesKey: yup.string().required(),
  game: yup.number().integer().min(1).required(),
  contest: plannedContestSchema.required(),
});

export const seriesGameDecidedSchema = yup.object({
  leagueId: yup.number().integer().positive().required(),
  seriesKey: yup.string().required(),
  contestId: yup.number().integer().positive().required(),
  winnerTeamId: yup.number().integer().positive().required(),
});

export const seriesDecidedSchema = yup.object({
  leagueId: yup.number().integer().positive().required(),
  seriesKey: yup.string().required(),
  winnerTeamId: yup.number().integer().positive().required(),
  /** Where the winner goes next; null after the final. */
  next: yup
    .object({
      seriesKey: yup.string().required(),
      slot: yup.mixed<'first' | 'second'>().oneOf(['first', 'second']).required(),
    })
    .nullable()
    .defined(),
});

/** The round-robin (or group) schedule of a league was generated, once. */
export type ScheduleGenerated = EventOf<'ScheduleGenerated', typeof scheduleGeneratedSchema>;
/** A play-off (or a tournament's knockout stage) was drawn. */
export type BracketDrawn = EventOf<'BracketDrawn', typeof bracketDrawnSchema>;
/** A contest of a series was put on the schedule (its ContestScheduled follows). */
export type SeriesGameScheduled = EventOf<'SeriesGameScheduled', typeof seriesGameScheduledSchema>;
/** A contest of a series was won. */
export type SeriesGameDecided = EventOf<'SeriesGameDecided', typeof seriesGameDecidedSchema>;
/** A series was won; the winner takes its place in the next round. */
export type SeriesDecided = EventOf<'SeriesDecided', typeof seriesDecidedSchema>;

export type LeagueScheduleEvent =
  ScheduleGenerated | BracketDrawn | SeriesGameScheduled | SeriesGameDecided | SeriesDecided;

/** Series contests a team must win to take a best-of-N series. */
export const winsNeeded = (bestOf: number) => Math.floor(bestOf / 2) + 1;
