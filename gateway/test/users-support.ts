import type { RunningGateway } from './harness';

export const strong = 'Sudija#2026';

/**
 * Fresh addresses and what the gateway's database holds, for the users specs. The gateway is
 * read when asked, as the specs start it in beforeAll.
 */
export function usersOf(gateway: () => RunningGateway) {
  let serial = 0;

  function email(): string {
    serial += 1;
    return `user-${serial}@courtside.test`;
  }

  async function eventsOf(accountId: number) {
    return gateway()
      .knex('events')
      .where('stream_id', `account-${accountId}`)
      .orderBy('position')
      .select('type', 'data');
  }

  async function accountCount(): Promise<number> {
    const [row] = await gateway().knex('accounts').count<{ count: string }[]>({ count: '*' });
    return Number(row?.count);
  }

  async function eventCount(): Promise<number> {
    const [row] = await gateway().knex('events').count<{ count: string }[]>({ count: '*' });
    return Number(row?.count);
  }

  return { email, eventsOf, accountCount, eventCount };
}
