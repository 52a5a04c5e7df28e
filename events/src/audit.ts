import { accountAudit } from './account/audit';
import { apiKeyAudit } from './account/api-key-audit';
import type { CourtsideEvent } from './catalogue';
import { arenaAudit } from './arena/audit';
import { categoryAudit } from './category/audit';
import { contestAudit } from './contest/audit';
import { contestCorrectionAudit } from './contest/correction-audit';
// 9D: an administrator's entry of a result after the fact.
import { contestEntryAudit } from './contest/entry-audit';
import { contestReplanAudit } from './contest/replan-audit';
import { leagueAudit } from './league/audit';
import { leagueDeletedAudit } from './league/league-deleted';
import { officialsAudit } from './league/officials-audit';
import { leagueScheduleAudit } from './league/schedule-audit';
import type { ActorKind } from './metadata';
import { sportAudit } from './sport/audit';
import { teamAudit } from './team/audit';
import { matchFileAudit, matchReportAudit } from './official-desk/report-audit';
import { officialTestAudit } from './official-test/audit';
import { clubAudit, licenceAudit } from './club/audit';
import { platformAudit } from './platform/audit';
import { recordingAudit } from './recording/audit';
import { videoAudit } from './video/audit';
import { workflowAudit } from './workflow/audit';

/** What an audit row or a history timeline is about: one line per model. */
export const auditModels = [
  'category',
  'league',
  'team',
  'contest',
  'arena',
  'sport',
  'account',
  'api_key',
  'match_file',
  'official_test',
  'club',
  'licence',
  'platform',
  'recording',
  'video',
  'workflow',
] as const;
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

/** An actor as people know them: the name of the account (user, official, representative). */
export interface NamedActor extends AuditActor {
  /** The account's name; null for the system (seed, reactors) or an account no longer found. */
  name: string | null;
}

/** One event of GET /api/history/{model}/{id}, oldest first. */
export interface HistoryEntry {
  position: string;
  revision: number;
  event: string;
  /** ISO-8601. */
  occurred_at: string;
  actor: NamedActor | null;
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
 * How the audit log and history replay read one event type: the models it changes, each
 * model's state after it, and what kind of change it is. Each area keeps its event types'
 * mappings beside their events (`<area>/audit.ts`); the record below must name every type.
 */
export interface AuditMapping<E extends CourtsideEvent = CourtsideEvent> {
  /** The models the event changes, the one an audit row names first. */
  models(event: E): ModelRef[];
  /** A model's state after the event; `state` is null before the model's first event. Pure. */
  evolve(model: AuditModel, state: ModelState | null, event: E): ModelState | null;
  /** 'created', 'score', 'status', 'result', 'forfeit', 'correction', … for filtering. */
  tags(event: E, before: ModelState | null): string[];
}

/** A mapping for each event type of a union, checked by type. */
export type AuditMappings<E extends CourtsideEvent> = {
  [Type in E['type']]: AuditMapping<Extract<E, { type: Type }>>;
};

const mappings: AuditMappings<CourtsideEvent> = {
  ...categoryAudit,
  ...arenaAudit,
  ...sportAudit,
  ...teamAudit,
  ...leagueAudit,
  ...contestAudit,
  ...contestCorrectionAudit,
  ...contestEntryAudit,
  ...officialsAudit,
  ...leagueScheduleAudit,
  ...contestReplanAudit,
  ...accountAudit,
  ...apiKeyAudit,
  ...matchReportAudit,
  ...matchFileAudit,
  ...officialTestAudit,
  ...clubAudit,
  ...licenceAudit,
  ...platformAudit,
  ...leagueDeletedAudit,
  ...recordingAudit,
  ...videoAudit,
  ...workflowAudit,
};

function mappingOf(event: CourtsideEvent): AuditMapping {
  return mappings[event.type] as AuditMapping;
}

/** The models an event changes, the one an audit row names first. */
export function modelsOf(event: CourtsideEvent): ModelRef[] {
  return mappingOf(event).models(event);
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
  return mappingOf(event).evolve(model, state, event);
}

/** The fields whose values differ between two states; a field absent before has no old value. */
export function diffStates(before: ModelState | null, after: ModelState | null): ModelDiff {
  const diff: ModelDiff = { old: {}, new: {} };
  const note = (field: string, was: AuditValue | undefined, is: AuditValue | undefined) => {
    if (was === is || (typeof was === 'object' && JSON.stringify(was) === JSON.stringify(is)))
      return;
    if (was !== undefined) diff.old[field] = was;
    diff.new[field] = is ?? null;
  };
  // The fields of both states, each once: the earlier state's first, then the new ones.
  for (const field in before) note(field, before[field], after?.[field]);
  for (const field in after)
    if (!before || !(field in before)) note(field, undefined, after[field]);
  return diff;
}

/**
 * What kind of change an event is, for filtering the log: 'created', 'score', 'status',
 * 'result', 'forfeit', and 'correction' when a finished contest's result changes.
 */
export function auditTags(event: CourtsideEvent, before: ModelState | null): string[] {
  return mappingOf(event).tags(event, before);
}
