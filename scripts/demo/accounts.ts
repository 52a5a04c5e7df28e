import type { Knex } from 'knex';
import { assignOfficial, createAccount } from '@courtside/gateway';
import { demoAccounts } from './data';

/**
 * Creates the demo's account of each sign-in kind. The official is the delegate of the first
 * league (where today's match is under way) and a referee in the second, so his match list
 * shows what an assigned official sees.
 */
export async function seedDemoAccounts(knex: Knex, leagueIds: number[]): Promise<void> {
  for (const account of Object.values(demoAccounts)) {
    const { id } = await createAccount(knex, {
      ...account,
      roles: [...account.roles],
      permissions: [...account.permissions],
    });
    if (account.kind !== 'official') continue;
    const [first, second] = leagueIds;
    if (first !== undefined) await assignOfficial(knex, id, first, 'delegate');
    if (second !== undefined) await assignOfficial(knex, id, second, 'referee');
  }
}
