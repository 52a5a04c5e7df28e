import type { Knex } from 'knex';
import type { AdminUser } from '@courtside/events';
import { roleNames } from '../auth/accounts';
import { avatarUrl } from '../auth/initials';

/**
 * A user as the administration and profile screens show it (spec §3: User, Profile user):
 * `avatar` is the upload, else the generated initials avatar; `has_avatar` says it is an upload.
 */
export type UserAnswer = AdminUser;

/** The columns of an account row a user answer is built from, roles loaded by name. */
export interface UserRow {
  id: number;
  kind: UserAnswer['kind'];
  name: string;
  email: string;
  screen_name: string | null;
  avatar_path: string | null;
  roles: string[];
  last_activity_at: Date | null;
  created_at: Date;
  disabled_at: Date | null;
  deleted_at: Date | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toUserAnswer(row: UserRow): UserAnswer {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    screen_name: row.screen_name,
    roles: row.roles,
    avatar: avatarUrl(row),
    has_avatar: row.avatar_path !== null,
    last_activity_at: iso(row.last_activity_at),
    created_at: row.created_at.toISOString(),
    disabled_at: iso(row.disabled_at),
    deleted_at: iso(row.deleted_at),
  };
}

/** Accounts with their role names, as user answers need them; secrets are never selected. */
export function userRows(db: Knex | Knex.Transaction) {
  return db('accounts as a').select(
    'a.id',
    'a.kind',
    'a.name',
    'a.email',
    'a.screen_name',
    'a.avatar_path',
    'a.last_activity_at',
    'a.created_at',
    'a.disabled_at',
    'a.deleted_at',
    roleNames(db),
  );
}

/** One user by id (deleted ones too, when asked), or undefined. */
export async function findUser(
  db: Knex | Knex.Transaction,
  id: number,
  options: { withDeleted?: boolean } = {},
): Promise<UserRow | undefined> {
  const query = userRows(db).where('a.id', id);
  if (!options.withDeleted) query.whereNull('a.deleted_at');
  return (await query.first()) as UserRow | undefined;
}
