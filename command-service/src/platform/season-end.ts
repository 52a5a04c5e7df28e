import { seasonEndSchema, streams, type SeasonClosed } from '@courtside/events';
import { commandScope } from '../core/command-scope';
import type { CommandDeps, CommandResult } from '../core/deps';
import { eventId } from '../core/event-ids';
import { eventMetadata, type CommandMeta } from '../core/metadata';
import { parseInput } from '../core/parse';
import { recordId } from '../core/schema';

/**
 * Ends a season: SeasonClosed on the platform's stream, after which every league of the season
 * is read-only. Appended here, not by gateway, so command-service's own season table claims the
 * season before the event exists (`league-seasons.ts`); gateway first checks the season is one a
 * category has and not ended yet, against the read models.
 */
export async function endSeason(
  deps: CommandDeps,
  platformId: number,
  input: { season: string },
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const { now } = commandScope(deps, meta);
  const id = recordId(platformId);
  const { season } = parseInput(seasonEndSchema, input);
  const stream = streams.platform(id);
  const key = meta.idempotencyKey ? `EndSeason:${meta.idempotencyKey}` : null;
  const event: SeasonClosed = { type: 'SeasonClosed', data: { platformId: id, season } };
  const { nextRevision, position } = await deps.store.append(
    stream,
    [{ id: eventId(key, stream, 0), ...event, metadata: eventMetadata(meta, now) }],
    // The platform stream takes settings from gateway too; ending a season depends on none.
    { expectedRevision: 'any' },
  );
  return { revision: nextRevision, position };
}
