import type { Knex } from 'knex';
import type { AuditEntry, AuditModel, Paginated } from '@courtside/events';
import type { AuditLogRow } from '@courtside/projection-service';
import { rmSchema } from '../db/tables';

/** Filters of the super-admin logs screen; every one optional. */
export interface AuditFilters {
  /** The actor's id, as the metadata names it. */
  user?: string;
  model?: AuditModel;
  /** Event type, e.g. ScoreRecorded. */
  event?: string;
  /** Inclusive lower bound on the event's time. */
  from?: Date;
  /** Exclusive upper bound on the event's time. */
  to?: Date;
}

/** Maps a stored row to the API shape; jsonb and text[] arrive parsed. */
export function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    position: row.position,
    stream_id: row.stream_id,
    revision: row.revision,
    event: row.event,
    model: row.model,
    model_id: row.model_id,
    old_values: row.old_values,
    new_values: row.new_values,
    actor: row.actor_kind ? { kind: row.actor_kind, id: row.actor_id } : null,
    ip: row.ip,
    user_agent: row.user_agent,
    tags: row.tags,
    correlation_id: row.correlation_id,
    occurred_at: row.occurred_at.toISOString(),
  };
}

function filtered(db: Knex, filters: AuditFilters) {
  const query = db<AuditLogRow>('audit_log').withSchema(rmSchema);
  if (filters.user !== undefined) void query.where('actor_id', filters.user);
  if (filters.model !== undefined) void query.where('model', filters.model);
  if (filters.event !== undefined) void query.where('event', filters.event);
  if (filters.from !== undefined) void query.where('occurred_at', '>=', filters.from);
  if (filters.to !== undefined) void query.where('occurred_at', '<', filters.to);
  return query;
}

/** One page of the audit log, newest event first, answered like GET /api/leagues. */
export async function listAuditLog(
  db: Knex,
  filters: AuditFilters,
  page: number,
  perPage: number,
): Promise<Paginated<AuditEntry>> {
  const [rows, counted] = await Promise.all([
    filtered(db, filters)
      .select('*')
      .orderBy([
        { column: 'position_major', order: 'desc' },
        { column: 'position_minor', order: 'desc' },
      ])
      .limit(perPage)
      .offset((page - 1) * perPage),
    filtered(db, filters).count<{ count: string }[]>('* as count'),
  ]);
  const total = Number(counted[0]?.count ?? 0);
  return {
    data: (rows as AuditLogRow[]).map(toAuditEntry),
    meta: {
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

/**
 * The rows from position `from` up to `to` (both included), oldest first: what one
 * projection batch appended, for the live push. At most `limit`; a screen that sees the
 * limit reached refetches over HTTP.
 */
export async function auditRowsBetween(
  db: Knex,
  from: string,
  to: string,
  limit = 200,
): Promise<AuditEntry[]> {
  const [fromMajor = '0', fromMinor = '0'] = from.split(':');
  const [toMajor = '0', toMinor = '0'] = to.split(':');
  const rows: AuditLogRow[] = await db<AuditLogRow>('audit_log')
    .withSchema(rmSchema)
    .whereRaw('(position_major, position_minor) >= (?::numeric, ?::numeric)', [
      fromMajor,
      fromMinor,
    ])
    .whereRaw('(position_major, position_minor) <= (?::numeric, ?::numeric)', [toMajor, toMinor])
    .orderBy([
      { column: 'position_major', order: 'asc' },
      { column: 'position_minor', order: 'asc' },
    ])
    .limit(limit);
  return rows.map(toAuditEntry);
}
