import type { Knex } from 'knex';
import type { AuditActor } from '@courtside/events';

const accountKinds = new Set(['admin', 'official', 'representative']);

/** Who a name belongs to: the actor's kind and id, as the event metadata names them. */
export const actorKey = (actor: AuditActor) => `${actor.kind}:${actor.id ?? ''}`;

/** Names actors by `actorKey`. */
export type ActorNames = (actors: AuditActor[]) => Promise<Map<string, string>>;

/**
 * The names of the accounts (users, officials, representatives) among `actors`, in one query.
 * The log keeps only an actor's kind and id, so a renamed account shows its current name; the
 * system (seed, reactors) and accounts no longer found get none.
 */
export async function accountNames(db: Knex, actors: AuditActor[]): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      actors
        .filter((actor) => accountKinds.has(actor.kind) && /^[1-9]\d{0,9}$/.test(actor.id ?? ''))
        .map((actor) => Number(actor.id)),
    ),
  ].filter((id) => id <= 2_147_483_647);
  if (ids.length === 0) return new Map();
  const rows = (await db('accounts').whereIn('id', ids).select('id', 'kind', 'name')) as {
    id: number;
    kind: string;
    name: string;
  }[];
  return new Map(rows.map((row) => [`${row.kind}:${row.id}`, row.name]));
}
