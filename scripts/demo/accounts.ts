import type { Knex } from 'knex';
import type { Commands } from '@courtside/command-service';
import { createAccount, type SystemRecord } from '@courtside/gateway';
import { demoAccounts } from './data';
import { completeDemoRepresentative } from './representative';

/**
 * Creates the demo's account of each sign-in kind. The official is the delegate of the first
 * league (where today's contest is under way) and a referee in the second, assigned through the
 * same commands the officials screens use, so his contest list shows what an assigned official
 * sees; he was also the delegate of the first league's played contests, so the fees and income
 * report has figures. With `record`, each account's history starts as the users screen's and
 * registration's do: AccountRegistered, then for the representative its details and approval.
 * Answers the position of the last assignment (null when none was made),
 * for waiting on the projections.
 */
export async function seedDemoAccounts(
  knex: Knex,
  leagueIds: number[],
  commands: Pick<Commands, 'assignLeagueOfficial' | 'assignContestOfficials'>,
  delegatedContestIds: number[] = [],
  /** The event log the accounts' creation (and the representative's approval) goes into. */
  record?: SystemRecord,
): Promise<string | null> {
  let lastPosition: string | null = null;
  for (const account of Object.values(demoAccounts)) {
    const { id } = await createAccount(
      knex,
      { ...account, roles: [...account.roles], permissions: [...account.permissions] },
      record,
    );
    if (account.kind === 'representative') await completeDemoRepresentative(knex, id, record);
    if (account.kind !== 'official') continue;
    const [first, second] = leagueIds;
    if (first !== undefined) {
      const assigned = await commands.assignLeagueOfficial(first, {
        account_id: id,
        role: 'delegate',
      });
      lastPosition = assigned.position;
    }
    if (second !== undefined) {
      const assigned = await commands.assignLeagueOfficial(second, {
        account_id: id,
        role: 'referee',
      });
      lastPosition = assigned.position;
    }
    for (const contestId of delegatedContestIds) {
      const crew = await commands.assignContestOfficials(contestId, { delegate_id: id });
      lastPosition = crew.position;
    }
  }
  return lastPosition;
}
