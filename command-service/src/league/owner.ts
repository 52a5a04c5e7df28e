import {
  streams,
  transferOwnerSchema,
  type TransferOwnerInput,
  type EventStore,
  type LeagueOwnerChanged,
  type RecordedEvent,
} from '@courtside/events';
import type { Command, DecisionMetadata } from '../core/decider';
import type { CommandDeps, CommandResult } from '../core/deps';
import { NotFoundError, ValidationError } from '../core/errors';
import { commandScope } from '../core/command-scope';
import { handle } from '../core/handle';
import { leagueDecider } from './decide';
import { eventMetadata, type CommandMeta } from '../core/metadata';
import { parseInput } from '../core/parse';

/**
 * Who owns a league: the admin account that created it (the LeagueCreated event's actor), then
 * whoever it was last handed to. The creator lives in event metadata, which a decider's fold
 * never sees, so ownership is read from the recorded events and handed to `decide`.
 */
export function ownerOf(recorded: readonly RecordedEvent[]): number | null {
  let owner: number | null = null;
  for (const event of recorded) {
    if (event.type === 'LeagueCreated') owner = adminId(event);
    if (event.type === 'LeagueOwnerChanged') {
      owner = (event.data as LeagueOwnerChanged['data']).toAccountId;
    }
  }
  return owner;
}

function adminId(event: RecordedEvent): number | null {
  const { actor } = event.metadata;
  const id = actor.kind === 'admin' && actor.id !== null ? Number(actor.id) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export type TransferOwner = Command<
  'TransferOwner',
  { leagueId: number; fromAccountId: number; toAccountId: number },
  /** The league's owner as read from its stream, and whether the league exists. */
  DecisionMetadata & { exists: boolean; owner: number | null }
>;

/** A league passes from one owner to another only while the first still owns it. */
export function decideTransfer({ data, metadata }: TransferOwner): LeagueOwnerChanged[] {
  if (!metadata.exists) throw new NotFoundError();
  if (metadata.owner !== data.fromAccountId) return [];
  return [{ type: 'LeagueOwnerChanged', data: { ...data } }];
}

export interface TransferOwnerResult {
  /** The leagues that changed hands, each with its stream's new revision. */
  leagues: Array<{ id: number } & CommandResult>;
}

/**
 * Hands every league the first account owns to the second (before the first is deleted):
 * one LeagueOwnerChanged per league, nothing when it owns none.
 */
export async function transferLeagueOwnership(
  deps: CommandDeps,
  input: TransferOwnerInput,
  meta: CommandMeta = {},
): Promise<TransferOwnerResult> {
  const { now } = commandScope(deps, meta);
  const { from_account_id: from, to_account_id: to } = parseInput(transferOwnerSchema, input);
  if (from === to) throw ValidationError.field('to_account_id', 'duplicates');
  const leagues: TransferOwnerResult['leagues'] = [];
  for (const leagueId of await leaguesOwnedBy(deps.store, from)) {
    const stream = streams.league(leagueId);
    const recorded = await deps.store.readStream(stream);
    const last = recorded.at(-1);
    const result = await handle(
      deps.store,
      stream,
      leagueDecider,
      {
        type: 'TransferOwner',
        data: { leagueId, fromAccountId: from, toAccountId: to },
        metadata: { now, exists: last !== undefined, owner: ownerOf(recorded) },
      },
      {
        metadata: eventMetadata(meta, now),
        // The owner was read at this revision: a change landing since is a conflict.
        expectedRevision: last?.revision ?? 'no_stream',
        idempotencyKey: meta.idempotencyKey ? `${meta.idempotencyKey}:${leagueId}` : null,
      },
    );
    if (last && result.revision !== last.revision) leagues.push({ id: leagueId, ...result });
  }
  return { leagues };
}

/**
 * The leagues an account owns, found by reading the whole log once (ownership changes only when
 * an account is deleted, so this rare scan is cheaper than a second model to keep in step).
 * Each league's own stream is read again before deciding, so the scan only finds candidates.
 */
export async function leaguesOwnedBy(store: EventStore, accountId: number): Promise<number[]> {
  const owners = new Map<number, number | null>();
  let after: string | null = null;
  for (;;) {
    const page = await store.readAll({ after, limit: 1000 });
    for (const event of page.events) {
      if (event.type === 'LeagueCreated') {
        owners.set((event.data as { leagueId: number }).leagueId, adminId(event));
      } else if (event.type === 'LeagueOwnerChanged') {
        const data = event.data as LeagueOwnerChanged['data'];
        owners.set(data.leagueId, data.toAccountId);
      }
    }
    if (page.events.length === 0 || page.checkpoint === after) break;
    after = page.checkpoint;
  }
  return [...owners].filter(([, owner]) => owner === accountId).map(([id]) => id);
}
