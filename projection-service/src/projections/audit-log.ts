import {
  auditTags,
  diffStates,
  evolveModel,
  modelsOf,
  type AuditModel,
  type ModelState,
} from '@courtside/events';
import type { Knex } from 'knex';
import { schemaOf } from '../db/migrate';
import { isFreshLoad } from '../db/schema';
import type { AuditLogRow, AuditStateRow } from '../db/tables';
import { copyRows } from '../db/operations/copy-rows';
import { writeRowsTogether, type TableRows } from '../db/operations/write-rows';
import { auditMemoryOf, type AuditStateMemory } from './audit-memory';
import type { Changes, ProjectedEvent, Projection } from './projection';

/** A row as written: jsonb columns go in as JSON text so pg never takes them for arrays. */
type AuditLogInsert = Omit<
  AuditLogRow,
  'old_values' | 'new_values' | 'position_major' | 'position_minor'
> & {
  old_values: string;
  new_values: string;
  position_major: string;
  position_minor: string;
};

/** Every column of a row as written, in the order COPY sends them. */
const auditColumns = [
  'id',
  'position',
  'position_major',
  'position_minor',
  'stream_id',
  'revision',
  'event',
  'model',
  'model_id',
  'old_values',
  'new_values',
  'actor_kind',
  'actor_id',
  'ip',
  'user_agent',
  'tags',
  'correlation_id',
  'occurred_at',
] as const satisfies ReadonlyArray<keyof AuditLogInsert>;

const key = (model: AuditModel, id: number) => `${model}:${id}`;

/**
 * rm.audit_log, the audit log as a projection of the event log: one row per event with the
 * fields it changed (old and new), its tags and the actor, IP and user agent of its metadata.
 * The states it diffs against live in rm.audit_state and move in the same transaction, so the
 * log comes out the same however the events were batched, and a rebuild reproduces it.
 */
export const auditLogProjection: Projection = {
  name: 'audit-log',
  handles: new Set([
    'CategoryCreated',
    'LeagueCreated',
    'TeamRegistered',
    'LeagueTeamRenamed',
    'ContestScheduled',
    'ScoreRecorded',
    'ContestFinished',
    'ContestPostponed',
    'ContestCancelled',
    'ResultCorrected',
    'ResultEntered',
  ]),
  // The live runner's memory is trusted only if no one else has moved the audit log.
  begin(trx, stored, next) {
    auditMemoryOf(trx)?.begin(stored, next);
  },
  async apply(trx: Knex.Transaction, events: ProjectedEvent[], changes: Changes) {
    const schema = schemaOf(trx);
    const cache = stateCacheOf(trx);
    const memory = cache ? null : auditMemoryOf(trx);
    const states = cache ?? (await readStates(trx, schema, events, memory));
    const touched = new Set<string>();
    const rows: AuditLogInsert[] = [];

    for (const recorded of events) {
      const { event, metadata } = recorded;
      const refs = modelsOf(event);
      const subject = refs[0];
      if (!subject) continue;
      const before = states.get(key(subject.model, subject.id)) ?? null;
      for (const { model, id } of refs) {
        const current = states.get(key(model, id)) ?? null;
        const next = evolveModel(model, current, event);
        if (next && next !== current) {
          states.set(key(model, id), next);
          touched.add(key(model, id));
        }
      }
      const after = states.get(key(subject.model, subject.id)) ?? null;
      const diff = diffStates(before, after);
      const [major = '0', minor = '0'] = recorded.position.split(':');
      rows.push({
        id: recorded.id,
        position: recorded.position,
        position_major: major,
        position_minor: minor,
        stream_id: recorded.streamId,
        revision: recorded.revision,
        event: event.type,
        model: subject.model,
        model_id: subject.id,
        old_values: JSON.stringify(diff.old),
        new_values: JSON.stringify(diff.new),
        // Metadata is written by command-service, but an old or foreign writer may omit parts.
        actor_kind: metadata?.actor?.kind ?? null,
        actor_id: metadata?.actor?.id ?? null,
        ip: metadata?.ip ?? null,
        user_agent: metadata?.userAgent ?? null,
        tags: auditTags(event, before),
        correlation_id: metadata?.correlationId ?? null,
        occurred_at: occurredAt(metadata?.at, recorded.created),
      });
      changes.auditFrom ??= recorded.position;
    }

    // A replayed event (same id) is already logged: keep the first row. A rebuild's fresh
    // tables see each event once, so it streams them in with COPY (no ON CONFLICT there).
    const writes: TableRows[] = [];
    if (isFreshLoad(trx)) await copyRows(trx, schema, 'audit_log', auditColumns, rows);
    else
      writes.push({
        table: 'audit_log',
        rows,
        options: { conflict: ['id'], onConflict: 'ignore' },
      });
    if (cache) {
      await writeRowsTogether(trx, schema, writes);
      // Kept as the table would give it back (a JSON round trip), written once at the end.
      for (const name of touched)
        cache.set(name, JSON.parse(JSON.stringify(states.get(name) ?? {})));
      return;
    }
    // The rows and the states go with the batch's last statement (nothing after this reads
    // them back): a live save's batch waits on each round trip.
    writes.push({
      table: 'audit_state',
      rows: [...touched].map((name) => stateRow(name, states.get(name))),
      options: { conflict: ['model', 'model_id'], onConflict: 'merge' },
    });
    for (const write of writes) changes.last.write(write);
    for (const name of touched) memory?.stage(name, states.get(name) ?? {});
  },
};

function stateRow(name: string, state: ModelState | undefined) {
  const [model = '', id = ''] = name.split(':');
  return { model, model_id: Number(id), state: JSON.stringify(state ?? {}) };
}

const cacheParam = 'auditStates';

function stateCacheOf(db: Knex | Knex.Transaction): Map<string, ModelState> | null {
  const cache: unknown = db.userParams[cacheParam];
  return cache instanceof Map ? (cache as Map<string, ModelState>) : null;
}

/**
 * For a rebuild's replay into fresh tables: the audit states live in memory across its batches
 * (rm_next's audit_state starts empty and nothing else writes it) instead of a read and an
 * upsert per batch. `flush` writes them all with one COPY into the still-empty table; it must
 * run before anything applies events without the cache (the locked catch-up).
 */
export function withAuditStateCache(knex: Knex): {
  knex: Knex;
  flush: (trx: Knex.Transaction) => Promise<void>;
} {
  const cache = new Map<string, ModelState>();
  return {
    knex: knex.withUserParams({ ...knex.userParams, [cacheParam]: cache }),
    async flush(trx) {
      const rows = [...cache].map(([name, state]) => stateRow(name, state));
      await copyRows(trx, schemaOf(trx), 'audit_state', ['model', 'model_id', 'state'], rows);
      cache.clear();
    },
  };
}

/**
 * The stored states of every model the batch's events change, in one statement; those the live
 * runner's memory holds without one (a live save's batch usually needs none).
 */
async function readStates(
  trx: Knex.Transaction,
  schema: string,
  events: ProjectedEvent[],
  memory: AuditStateMemory | null,
): Promise<Map<string, ModelState>> {
  const refs = new Map(
    events.flatMap(({ event }) => modelsOf(event)).map((ref) => [key(ref.model, ref.id), ref]),
  );
  const states = new Map<string, ModelState>();
  for (const name of refs.keys()) {
    const known = memory?.get(name);
    if (known === undefined) continue;
    states.set(name, known);
    refs.delete(name);
  }
  if (refs.size === 0) return states;
  const wanted = [...refs.values()];
  const result = await trx.raw<{ rows: AuditStateRow[] }>(
    `SELECT s.model, s.model_id, s.state
       FROM ??.audit_state AS s
       JOIN (SELECT unnest(?::text[]) AS model, unnest(?::int[]) AS model_id) AS w
         USING (model, model_id)`,
    [schema, wanted.map((ref) => ref.model), wanted.map((ref) => ref.id)],
  );
  for (const row of result.rows) {
    states.set(key(row.model, row.model_id), row.state);
    memory?.stage(key(row.model, row.model_id), row.state);
  }
  return states;
}

/** The time the command was decided; the append time when the metadata lacks a valid one. */
function occurredAt(at: string | undefined, created: Date): Date {
  const parsed = at ? new Date(at) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : created;
}
