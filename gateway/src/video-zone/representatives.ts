import type { Knex } from 'knex';
import type { Representative } from '@courtside/events';
import type { AccountRow } from '../db/tables';

/** The role every registered representative holds (spec §6: club official, needs approval). */
export const representativeRole = 'club official';

/** A representative's own columns (migration 20261122050500) on top of every account's. */
export interface RepresentativeRow extends AccountRow {
  approved_at: Date | null;
  first_name: string | null;
  last_name: string | null;
  pb_club_id: number | null;
  club: string | null;
  sport_id: number | null;
  deleted_at?: Date | null;
}

/** Spec §3: the representative as the web app keeps it. */
export interface RepresentativeAnswer {
  representative: Representative;
  permissions: string[];
  roles: string[];
}

export function fullName(first: string, last: string): string {
  return `${last} ${first}`.trim();
}

/** The answer of sign-in and "who am I"; never the hash or anything secret. */
export function toRepresentativeAnswer(row: RepresentativeRow): RepresentativeAnswer {
  const first = row.first_name ?? '';
  const last = row.last_name ?? '';
  return {
    representative: {
      id: row.id,
      email: row.email,
      first_name: first,
      last_name: last,
      fullname: fullName(first, last),
      approved_at: row.approved_at ? row.approved_at.toISOString() : null,
      pb_club_id: row.pb_club_id,
      club: row.club,
      sport_id: row.sport_id,
    },
    permissions: row.permissions,
    roles: row.roles,
  };
}

/** Spec §4: pending, approved, deleted (approved when approved_at is set). */
export const statuses = ['pending', 'approved', 'deleted'] as const;
export type RepresentativeStatus = (typeof statuses)[number];

/** One row of the admin's video-zone users list. */
export interface RepresentativeListItem {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  fullname: string;
  club: string | null;
  pb_club_id: number | null;
  sport_id: number | null;
  status: RepresentativeStatus;
  created_at: string;
  approved_at: string | null;
  deleted_at: string | null;
}

interface ListRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  club: string | null;
  pb_club_id: number | null;
  sport_id: number | null;
  created_at: Date;
  approved_at: Date | null;
  deleted_at: Date | null;
}

function statusOf(row: ListRow): RepresentativeStatus {
  if (row.deleted_at) return 'deleted';
  return row.approved_at ? 'approved' : 'pending';
}

/** Representatives in one status, newest first, 10 a page, searched by name, email or club. */
export async function listRepresentatives(
  knex: Knex,
  query: { status: RepresentativeStatus; page: number; search: string },
) {
  const perPage = 10;
  const base = knex('accounts').where({ kind: 'representative' });
  if (query.status === 'deleted') base.whereNotNull('deleted_at');
  else {
    base.whereNull('deleted_at');
    if (query.status === 'approved') base.whereNotNull('approved_at');
    else base.whereNull('approved_at');
  }
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base.where((q) =>
      q
        .whereILike('email', like)
        .orWhereILike('first_name', like)
        .orWhereILike('last_name', like)
        .orWhereILike('club', like),
    );
  }
  const [count] = await base.clone().count<{ count: string }[]>({ count: '*' });
  const total = Number(count?.count ?? 0);
  const rows = await base
    .clone()
    .select<ListRow[]>(
      'id',
      'email',
      'first_name',
      'last_name',
      'club',
      'pb_club_id',
      'sport_id',
      'created_at',
      'approved_at',
      'deleted_at',
    )
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((query.page - 1) * perPage);
  return {
    data: rows.map((row): RepresentativeListItem => ({
      id: row.id,
      email: row.email,
      first_name: row.first_name ?? '',
      last_name: row.last_name ?? '',
      fullname: fullName(row.first_name ?? '', row.last_name ?? ''),
      club: row.club,
      pb_club_id: row.pb_club_id,
      sport_id: row.sport_id,
      status: statusOf(row),
      created_at: row.created_at.toISOString(),
      approved_at: row.approved_at ? row.approved_at.toISOString() : null,
      deleted_at: row.deleted_at ? row.deleted_at.toISOString() : null,
    })),
    meta: {
      current_page: query.page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}
