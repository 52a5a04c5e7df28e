import type { ContestOfficialsAssigned } from './contest/contest-officials-events';
import type { ResultCorrected } from './contest/correction-events';
import type { ResultEntered } from './contest/entry-events';
import type { ContestEvent } from './contest/events';
import type { ContestRescheduled } from './contest/replan-events';
import type { LeagueEvent } from './league/events';
import type { LeagueOwnerChanged, LeagueUpdated } from './league/league-updated';
import type { LeagueDeleted } from './league/league-deleted';
import type { LeagueOfficialsEvent } from './league/officials-events';
import type { LeagueScheduleEvent } from './league/schedule-events';

/**
 * Every event a `contest-<id>` stream holds: schedule, scores, finish, an administrator's
 * correction, re-planning (postpone, cancel, reschedule) and the contest's officials. The contest
 * decider decides and folds all of them.
 */
export type ContestStreamEvent =
  | ContestEvent
  | ContestRescheduled
  | ResultCorrected
  | ContestOfficialsAssigned
  // 9D: an administrator's entry of a result after the fact.
  | ResultEntered;

/**
 * Every event a `league-<id>` stream holds: creation and teams, edits and settings, ownership,
 * officials lists, the schedule and the bracket. The league decider decides and folds them all.
 */
export type LeagueStreamEvent =
  | LeagueEvent
  | LeagueUpdated
  | LeagueOwnerChanged
  | LeagueOfficialsEvent
  | LeagueScheduleEvent
  | LeagueDeleted;
