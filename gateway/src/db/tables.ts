/**
 * Row types of the read models gateway queries (schema `rm`, built by projection-service)
 * and of gateway's own tables. Read-model rows are read-only here.
 */

import type {
  ContestRow as ProjectedContestRow,
  LeagueRow as ProjectedLeagueRow,
} from '@courtside/projection-service';

/** The read-model schema; a rebuild swaps a fresh one in under the same name. */
export const rmSchema = 'rm';

// Read-model rows as projection-service defines them, so a schema change there fails here.
export type {
  TeamRow,
  CheckpointRow,
  StandingRow as StandingDbRow,
} from '@courtside/projection-service';

/** The league columns gateway selects, the date as text so no time zone shifts it. */
export type LeagueRow = Pick<
  ProjectedLeagueRow,
  | 'id'
  | 'kind'
  | 'name'
  | 'public'
  | 'number_of_teams'
  | 'rounds'
  | 'category_id'
  | 'category_name'
  | 'season'
  | 'city'
  | 'games_played'
> & { start_date: string };

/** A contest row joined with its league's name. */
export type ContestRow = Omit<ProjectedContestRow, 'updated_at'> & { league_name: string };

/**
 * An account as gateway loads it (auth/accounts.ts): `roles` are the names of its roles
 * (table account_roles) and `permissions` its abilities, i.e. its roles' permissions plus the
 * direct ones kept in the accounts.permissions column.
 */
export interface AccountRow {
  id: number;
  kind: 'admin' | 'official' | 'representative';
  email: string;
  name: string;
  password_hash: string;
  roles: string[];
  permissions: string[];
  disabled_at: Date | null;
  created_at: Date;
  last_activity_at: Date | null;
}

/** A role of spec section 6; admin roles go to admin accounts, account roles to the others. */
export interface RoleRow {
  id: number;
  name: string;
  guard: 'admin' | 'account';
  created_at: Date;
}

export interface PermissionRow {
  id: number;
  name: string;
}

/** An official's assignment to a league (as referee, delegate, …). */
export interface OfficialAssignmentRow {
  account_id: number;
  league_id: number;
  role: string;
}
