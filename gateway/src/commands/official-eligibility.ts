import type { Knex } from 'knex';
import type { OfficialAccountWithKind } from '../db/tables';
import { ValidationError } from '../errors';
import type { TextKey } from '../i18n';
import { accountsByIds } from '../queries/league-officials';

/** Who may stand on a list in a role: an official with that role; administrators are admins. */
const adminRolesForAdministrator = ['administrator', 'league admin'];

export function eligible(account: OfficialAccountWithKind, role: string): boolean {
  if (role === 'administrator') {
    return (
      account.kind === 'admin' && account.roles.some((r) => adminRolesForAdministrator.includes(r))
    );
  }
  return account.kind === 'official' && account.roles.includes(role);
}

/** One account picked for a role, and the form field that picked it. */
export interface OfficialPick {
  field: string;
  accountId: number;
  role: string;
}

/** Throws 422 on `field` unless every account may serve in its role. */
export async function assertEligible(
  db: Knex | Knex.Transaction,
  picks: OfficialPick[],
): Promise<void> {
  const accounts = await accountsByIds(
    db,
    picks.map((pick) => pick.accountId),
  );
  const fields: Record<string, TextKey[]> = {};
  for (const pick of picks) {
    const account = accounts.get(pick.accountId);
    if (!account || !eligible(account, pick.role)) fields[pick.field] = ['officialRole'];
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields, 'officialRole');
}

/** A contest crew's picks, each with the field that named it. */
export function crewPicks(crew: {
  delegate_id: number | null;
  referee_ids: number[];
  statistician_id: number | null;
}): OfficialPick[] {
  return [
    ...(crew.delegate_id === null
      ? []
      : [{ field: 'delegate_id', accountId: crew.delegate_id, role: 'delegate' }]),
    ...crew.referee_ids.map((accountId, index) => ({
      field: `referee_ids.${index}`,
      accountId,
      role: 'referee',
    })),
    ...(crew.statistician_id === null
      ? []
      : [{ field: 'statistician_id', accountId: crew.statistician_id, role: 'statistician' }]),
  ];
}
