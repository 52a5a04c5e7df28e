import type { Knex } from 'knex';
import { systemMetadata } from '@courtside/events';
import { recordAccountEvents, type SystemRecord } from '@courtside/gateway';

/** The demo representative's club: the home team of the contest under way in the first league. */
const demoClub = 'Vojvodina';

/**
 * Gives the demo's representative what registration would have (first and last name, club)
 * and approves it, so signing in as klub@courtside.test opens the video zone at once. The
 * club's id comes from the read model, which the projection fills shortly after the seed.
 */
export async function completeDemoRepresentative(
  knex: Knex,
  id: number,
  record?: SystemRecord,
): Promise<void> {
  let club: { id: number } | undefined;
  for (let attempt = 0; attempt < 100 && !club; attempt += 1) {
    // The read model may not even exist yet when the projection has not started.
    club = await knex('rm.clubs')
      .where({ name: demoClub })
      .orderBy('id')
      .first<{ id: number } | undefined>('id')
      .catch(() => undefined);
    if (!club) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const details = {
    first_name: 'Nikola',
    last_name: 'Nikolić',
    name: 'Nikolić Nikola',
    club: demoClub,
  };
  await knex('accounts')
    .where({ id })
    .update({ ...details, pb_club_id: club?.id ?? null, approved_at: knex.fn.now() });
  if (!record) return;
  await recordAccountEvents(record.store, systemMetadata(record.at), [
    { type: 'AccountUpdated', data: { accountId: id, changes: details } },
    { type: 'AccountApproved', data: { accountId: id } },
  ]);
}
