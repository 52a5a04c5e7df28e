import type { CourtsideEvent } from './catalogue';
import { scoreFields, total, type Scores } from './contest/events';
import type { ActorKind } from './metadata';
import { leagueFields } from './league/events';

/** What an audit row or a history timeline is about. */
export const auditModels = ['category', 'league', 'team', 'contest'] as const;
export type AuditModel = (typeof auditModels)[number];

/** A JSON value of a model's field. */
export type AuditValue = string | number | boolean | null | number[];

/**
 * A model as the audit log and history replay show it: snake_case fields, as the API names
 * them. Every field is copied by name from event data, so nothing an event does not name (and
 * no secret: none of these events carries one) can ever appear.
 */
export type ModelState = Record<string, AuditValue>;

/** One model instance an event changes. */
export interface ModelRef {
  model: AuditModel;
  id: number;
}

/** Changed fields only: the values before and after. */
export interface ModelDiff {
  old: ModelState;
  new: ModelState;
}

/** Who caused an event, as the audit log and history show it. */
export interface AuditActor {
  kind: ActorKind;
  id: string | null;
}

/** One row of GET /api/logs (newest first) and of an 'audit:appended' push. */
export interface AuditEntry {
  /** The event's id. */
  id: string;
  /** The event's checkpoint in the global log. */
  position: string;
  stream_id: string;
  /** The event's revision in its stream: GET /api/history/{model}/{id}/at/{revision}. */
  revision: number;
  event: string;
  model: AuditModel;
  model_id: number;
  /** Changed fields only; a field the model did not have before has no old value. */
  old_values: ModelState;
  new_values: ModelState;
  actor: AuditActor | null;
  ip: string | null;
  user_agent: string | null;
  tags: string[];
  correlation_id: string | null;
  /** ISO-8601. */
  occurred_at: string;
}

/** One event of GET /api/history/{model}/{id}, oldest first. */
export interface HistoryEntry {
  position: string;
  revision: number;
  event: string;
  /** ISO-8601. */
  occurred_at: string;
  actor: AuditActor | null;
  tags: string[];
  changes: Record<string, { old: AuditValue; new: AuditValue }>;
}

/** GET /api/history/{model}/{id}/at/{revision}: the whole model as it was after that event. */
export interface ModelSnapshot {
  model: AuditModel;
  id: number;
  revision: number;
  position: string;
  event: string;
  occurred_at: string;
  state: ModelState;
}

/**
 * The models an event changes, the one an audit row names first. A team registration
 * creates the team and adds it to its league.
 */
export function modelsOf(event: CourtsideEvent): ModelRef[] {
  switch (event.type) {
    case 'CategoryCreated':
      return [{ model: 'category', id: event.data.categoryId }];
    case 'LeagueCreated':
      return [{ model: 'league', id: event.data.leagueId }];
    case 'TeamRegistered':
      return [
        { model: 'team', id: event.data.team.id },
        { model: 'league', id: event.data.leagueId },
      ];
    case 'ContestScheduled':
    case 'ScoreRecorded':
    case 'ContestFinished':
    case 'ContestPostponed':
    case 'ContestCancelled':
      return [{ model: 'contest', id: event.data.contestId }];
    default:
      return unhandled(event);
  }
}

/**
 * A model's state after one event that changes it (see {@link modelsOf}); `state` is null
 * before the model's first event. Pure, so the projection and history replay fold alike.
 */
export function evolveModel(
  model: AuditModel,
  state: ModelState | null,
  event: CourtsideEvent,
): ModelState | null {
  switch (event.type) {
    case 'CategoryCreated': {
      const d = event.data;
      return {
        id: d.categoryId,
        name: d.name,
        season: d.season,
        public: d.public,
        tabindex: d.tabindex,
      };
    }
    case 'LeagueCreated':
      return { ...leagueFields(event.data), teams: [] };
    case 'TeamRegistered': {
      const { team, leagueId } = event.data;
      if (model === 'team') {
        return {
          id: team.id,
          league_id: leagueId,
          name: team.name,
          full_name: team.fullName,
          city: team.city,
        };
      }
      if (!state) return state;
      const teams = Array.isArray(state['teams']) ? state['teams'] : [];
      return teams.includes(team.id) ? state : { ...state, teams: [...teams, team.id] };
    }
    case 'ContestScheduled': {
      const d = event.data;
      const schedule: ModelState = {
        id: d.contestId,
        league_id: d.leagueId,
        round: d.round,
        time: d.time,
        location: d.location,
        first_team_id: d.firstTeamId,
        second_team_id: d.secondTeamId,
      };
      if (state) return { ...state, ...schedule };
      return {
        ...schedule,
        status: 'scheduled',
        ...scoreColumns(null),
        winner: null,
        forfeit: false,
        reason: null,
      };
    }
    case 'ScoreRecorded': {
      if (!state) return state;
      const { scores } = event.data;
      const status = state['status'];
      if (status === 'postponed' || status === 'cancelled') {
        return { ...state, ...scoreColumns(scores) };
      }
      if (status === 'finished') {
        // A correction of a final result stays final, with the winner its totals give, as the
        // public sees it; the ContestFinished that follows in the same append confirms it.
        return { ...state, ...scoreColumns(scores), ...outcomeOnTotals(scores) };
      }
      const started = scoreFields.some((field) => scores[field] !== null);
      return {
        ...state,
        ...scoreColumns(scores),
        status: started ? 'in_progress' : 'scheduled',
        winner: null,
        forfeit: false,
      };
    }
    case 'ContestFinished': {
      if (!state) return state;
      const { scores, winner, forfeit } = event.data;
      return { ...state, ...scoreColumns(scores), status: 'finished', winner, forfeit };
    }
    case 'ContestPostponed':
      return state && { ...state, status: 'postponed', winner: null, reason: event.data.reason };
    case 'ContestCancelled':
      return state && { ...state, status: 'cancelled', winner: null, reason: event.data.reason };
    default:
      return unhandled(event);
  }
}

/** The fields whose values differ between two states; a field absent before has no old value. */
export function diffStates(before: ModelState | null, after: ModelState | null): ModelDiff {
  const diff: ModelDiff = { old: {}, new: {} };
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    const was = before?.[field];
    const is = after?.[field];
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    if (was !== undefined) diff.old[field] = was;
    diff.new[field] = is ?? null;
  }
  return diff;
}

/**
 * What kind of change an event is, for filtering the log: 'created', 'score', 'status',
 * 'result', 'forfeit', and 'correction' when a finished contest's result changes.
 */
export function auditTags(event: CourtsideEvent, before: ModelState | null): string[] {
  const wasFinished = before?.['status'] === 'finished';
  switch (event.type) {
    case 'CategoryCreated':
    case 'LeagueCreated':
    case 'TeamRegistered':
    case 'ContestScheduled':
      return ['created'];
    case 'ScoreRecorded':
      return wasFinished ? ['score', 'correction'] : ['score'];
    case 'ContestFinished':
      return [
        'status',
        'result',
        ...(event.data.forfeit ? ['forfeit'] : []),
        ...(wasFinished ? ['correction'] : []),
      ];
    case 'ContestPostponed':
    case 'ContestCancelled':
      return ['status'];
    default:
      return unhandled(event);
  }
}

function scoreColumns(scores: Scores | null): ModelState {
  const columns: ModelState = {};
  for (const field of scoreFields) columns[field] = scores?.[field] ?? null;
  columns['first_team_total'] = scores ? total(scores, 'A') : 0;
  columns['second_team_total'] = scores ? total(scores, 'B') : 0;
  return columns;
}

function outcomeOnTotals(scores: Scores): ModelState {
  const first = total(scores, 'A');
  const second = total(scores, 'B');
  const low = Math.min(first, second);
  const high = Math.max(first, second);
  return {
    winner: first === second ? null : first > second ? 'first_team' : 'second_team',
    forfeit: low === 0 && high === 20,
  };
}

function unhandled(value: never): never {
  throw new Error(`Unhandled event ${JSON.stringify(value)}`);
}
