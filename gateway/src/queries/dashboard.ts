import type { Knex } from 'knex';
import type { Dashboard, DashboardChange, PendingApproval } from '@courtside/events';
import { rmSchema, type ContestRow } from '../db/tables';
import { toPublicContest } from './contests';
import { currentCheckpoint } from './checkpoints';

/** Contests one dashboard list shows at most; the day's programme rarely comes near. */
const maxContests = 100;
const maxChanges = 10;
const maxApprovals = 10;
/** The score window (foundation: scores only when time ≤ now ≤ time + 5 h). */
const scoreWindowHours = 5;

/** Every league's contests (admins see private leagues too), in playing order. */
function allContests(db: Knex) {
  return db(`${rmSchema}.contests as c`)
    .join(`${rmSchema}.leagues as l`, 'l.id', 'c.league_id')
    .select('c.*', 'l.name as league_name')
    .orderBy([
      { column: 'c.time', order: 'asc' },
      { column: 'c.id', order: 'asc' },
    ])
    .limit(maxContests);
}

async function contests(query: Knex.QueryBuilder) {
  return ((await query) as ContestRow[]).map(toPublicContest);
}

/**
 * Representatives waiting for approval. accounts.approved_at arrives with the video zone;
 * until it does nobody can be approved, which the answer says instead of failing.
 */
async function pendingApprovals(db: Knex): Promise<Dashboard['pending_approvals']> {
  const [hasApproval, hasDeleted] = await Promise.all([
    db.schema.hasColumn('accounts', 'approved_at'),
    db.schema.hasColumn('accounts', 'deleted_at'),
  ]);
  if (!hasApproval) return { available: false, total: 0, accounts: [] };
  const pending = () => {
    const query = db('accounts')
      .where('kind', 'representative')
      .whereNull('approved_at')
      .whereNull('disabled_at');
    if (hasDeleted) void query.whereNull('deleted_at');
    return query;
  };
  const [rows, counted] = (await Promise.all([
    pending()
      .select('id', 'name', 'email', 'created_at')
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(maxApprovals),
    pending().count<{ count: string }[]>('* as count'),
  ])) as [{ id: number; name: string; email: string; created_at: Date }[], { count: string }[]];
  return {
    available: true,
    total: Number(counted[0]?.count ?? 0),
    accounts: rows.map<PendingApproval>((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      created_at: new Date(row.created_at).toISOString(),
    })),
  };
}

/** The newest audit rows, without their values: what changed, who did it, when. */
async function recentChanges(db: Knex): Promise<DashboardChange[]> {
  const rows = (await db(`${rmSchema}.audit_log`)
    .select('id', 'event', 'model', 'model_id', 'actor_kind', 'actor_id', 'occurred_at')
    .orderBy([
      { column: 'position_major', order: 'desc' },
      { column: 'position_minor', order: 'desc' },
    ])
    .limit(maxChanges)) as {
    id: string;
    event: string;
    model: string;
    model_id: number;
    actor_kind: string | null;
    actor_id: string | null;
    occurred_at: Date;
  }[];
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    model: row.model,
    model_id: row.model_id,
    actor: row.actor_kind ? { kind: row.actor_kind, id: row.actor_id } : null,
    occurred_at: new Date(row.occurred_at).toISOString(),
  }));
}

/**
 * The operations dashboard as of `now`: today's contests (UTC day), contests in progress
 * (scored, not finished, window still open),
 * contests whose 5-hour score window has closed without a final result, representatives
 * awaiting approval and the latest changes.
 */
export async function dashboard(db: Knex, now: Date): Promise<Dashboard> {
  const day = now.toISOString().slice(0, 10);
  const windowStart = new Date(now.getTime() - scoreWindowHours * 3_600_000);
  // The checkpoint first: the lists read after it are at least that fresh.
  const checkpoint = await currentCheckpoint(db);
  const [today, inProgress, overdue, approvals, changes] = await Promise.all([
    contests(
      allContests(db)
        .where('c.time', '>=', db.raw(`?::date::timestamp AT TIME ZONE 'UTC'`, [day]))
        .where('c.time', '<', db.raw(`(?::date + 1)::timestamp AT TIME ZONE 'UTC'`, [day])),
    ),
    // Past its window a contest is no longer live but overdue.
    contests(allContests(db).where('c.status', 'in_progress').where('c.time', '>=', windowStart)),
    contests(
      allContests(db)
        .whereIn('c.status', ['scheduled', 'in_progress'])
        .where('c.time', '<', windowStart),
    ),
    pendingApprovals(db),
    recentChanges(db),
  ]);
  return {
    checkpoint,
    generated_at: now.toISOString(),
    today,
    in_progress: inProgress,
    overdue,
    pending_approvals: approvals,
    recent_changes: changes,
  };
}
