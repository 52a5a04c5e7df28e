import {
  auditTags,
  diffStates,
  evolveModel,
  modelsOf,
  streams,
  toCourtsideEvent,
  type AuditModel,
  type CourtsideEvent,
  type EventStore,
  type HistoryEntry,
  type ModelSnapshot,
  type ModelState,
  type RecordedEvent,
} from '@courtside/events';
import { actorKey, type ActorNames } from './actor-names';

/**
 * Where a team's events live: a team has no stream of its own, its registration is an event
 * of its league's stream. Returns the league id, or null for an unknown team.
 */
export type TeamLeague = (teamId: number) => Promise<number | null>;

interface Step {
  record: RecordedEvent;
  event: CourtsideEvent;
  before: ModelState | null;
  after: ModelState | null;
}

/** The stream holding a model's events, or null when it cannot be found. */
async function streamOf(
  model: AuditModel,
  id: number,
  teamLeague: TeamLeague | undefined,
): Promise<string | null> {
  switch (model) {
    case 'category':
      return streams.category(id);
    case 'arena':
      return streams.arena(id);
    case 'sport':
      return streams.sport(id);
    case 'league':
      return streams.league(id);
    case 'contest':
      return streams.contest(id);
    case 'account':
      return streams.account(id);
    case 'api_key':
      return streams.apiKey(id);
    // A match file's events share its match's stream; the audit log lists them instead.
    case 'match_file':
      return null;
    case 'official_test':
      return streams.officialTest(id);
    case 'club':
      return streams.club(id);
    case 'licence':
      return streams.licence(id);
    case 'platform':
      return streams.platform(id);
    case 'recording':
      return streams.recording(id);
    case 'video':
      return streams.video(id);
    case 'workflow':
      return streams.workflow(id);
    case 'team': {
      const leagueId = await teamLeague?.(id);
      // A catalogue team (TeamCreated) that no league registered has its own stream.
      return leagueId ? streams.league(leagueId) : streams.team(id);
    }
    default: {
      const unknown: never = model;
      throw new Error(`Unknown model ${String(unknown)}`);
    }
  }
}

/** Folds the model's stream from the log, keeping each of its events with the state around it. */
async function replay(
  store: EventStore,
  model: AuditModel,
  id: number,
  teamLeague: TeamLeague | undefined,
): Promise<Step[]> {
  // A catalogue team's story is its own stream (created, edited, deleted); a team registered
  // inline by a league has only its registration in the league's stream.
  const ownTeamStream =
    model === 'team' && (await store.readStream(streams.team(id))).length > 0
      ? streams.team(id)
      : null;
  const stream = ownTeamStream ?? (await streamOf(model, id, teamLeague));
  if (!stream) return [];
  const steps: Step[] = [];
  let state: ModelState | null = null;
  for (const record of await store.readStream(stream)) {
    // Types this version does not know change nothing it can show.
    const event = toCourtsideEvent(record.type, record.data);
    if (!event || !modelsOf(event).some((ref) => ref.model === model && ref.id === id)) continue;
    const after = evolveModel(model, state, event);
    steps.push({ record, event, before: state, after });
    state = after;
  }
  return steps;
}

/**
 * The model's events as a timeline, oldest first, each with the fields it changed and who
 * did it, by name where `actorNames` knows them; null when the log holds nothing about it.
 * Rebuilt from the log, not from the audit read model.
 */
export async function history(
  store: EventStore,
  model: AuditModel,
  id: number,
  teamLeague?: TeamLeague,
  actorNames?: ActorNames,
): Promise<HistoryEntry[] | null> {
  const steps = await replay(store, model, id, teamLeague);
  if (steps.length === 0) return null;
  const actors = steps.flatMap(({ record }) => record.metadata?.actor ?? []);
  const names = actorNames ? await actorNames(actors) : new Map<string, string>();
  return steps.map(({ record, event, before, after }) => {
    const actor = record.metadata?.actor;
    const diff = diffStates(before, after);
    const changes: HistoryEntry['changes'] = {};
    for (const field of Object.keys(diff.new)) {
      changes[field] = { old: diff.old[field] ?? null, new: diff.new[field] ?? null };
    }
    return {
      position: record.position,
      revision: record.revision,
      event: record.type,
      occurred_at: occurredAt(record),
      actor: actor ? { ...actor, name: names.get(actorKey(actor)) ?? null } : null,
      tags: auditTags(event, before),
      changes,
    };
  });
}

/**
 * The whole model as it was right after the event at `revision` of its stream (time travel),
 * folded from the log; null when no event of the model has that revision.
 */
export async function stateAt(
  store: EventStore,
  model: AuditModel,
  id: number,
  revision: number,
  teamLeague?: TeamLeague,
): Promise<ModelSnapshot | null> {
  const steps = await replay(store, model, id, teamLeague);
  const step = steps.find(({ record }) => record.revision === revision);
  if (!step?.after) return null;
  return {
    model,
    id,
    revision,
    position: step.record.position,
    event: step.record.type,
    occurred_at: occurredAt(step.record),
    state: step.after,
  };
}

function occurredAt(record: RecordedEvent): string {
  const at = record.metadata?.at;
  return at && !Number.isNaN(Date.parse(at))
    ? new Date(at).toISOString()
    : record.created.toISOString();
}
