import { createAccount } from '../src/index';
import type { TestBrowser } from './browser';
import { signedInAs } from './signed-in';
import type { Stack } from './stack';

/** A club's video-zone representative (approved unless told), signed in. */
export async function clubRepresentative(
  stack: Stack,
  clubId: number,
  state: { approved?: boolean; deleted?: boolean } = { approved: true },
  clubLabel = 'Klub',
): Promise<TestBrowser> {
  const knex = stack.gateway.knex;
  const { id } = await createAccount(knex, {
    kind: 'representative',
    email: `rep-${clubId}-${Math.random().toString(36).slice(2)}@club.test`,
    name: 'Marko Petrović',
    password: 'Kosarka#2026',
    roles: ['club official'],
    permissions: [],
  });
  await knex('accounts')
    .where({ id })
    .update({
      first_name: 'Marko',
      last_name: 'Petrović',
      pb_club_id: clubId,
      club: clubLabel,
      approved_at: state.approved ? stack.clock.now : null,
      deleted_at: state.deleted ? stack.clock.now : null,
    });
  return signedInAs(stack.url, knex, { id, kind: 'representative' });
}
