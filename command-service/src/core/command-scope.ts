import type { ActorKind, CourtsideEvent } from '@courtside/events';
import type { Decider } from './decider';
import type { CommandDeps } from './deps';
import { handle, type HandleResult } from './handle';
import { appendOptions, authorise, decisionTime, organisers, type CommandMeta } from './metadata';

/** One command's decision time, and the way it runs against a stream. */
export interface CommandScope {
  /** The decision time (ISO-8601) every event and check of this command uses. */
  now: string;
  /**
   * Reads `stream`, decides `command` with `decider` and appends under the command's metadata
   * and idempotency key; `'no_stream'` for a create, a revision for an edit based on one.
   */
  run<Cmd extends { type: string }, State, Event extends CourtsideEvent>(
    stream: string,
    decider: Decider<Cmd, State, Event>,
    command: Cmd,
    expectedRevision?: number | 'no_stream',
  ): Promise<HandleResult>;
}

/**
 * What every application command does before it decides: checks the caller's actor kind and
 * fixes the decision time, so each command says only what it parses and decides.
 */
export function commandScope(
  deps: CommandDeps,
  meta: CommandMeta,
  allowed: readonly ActorKind[] = organisers,
): CommandScope {
  authorise(meta, allowed);
  const now = decisionTime(meta, deps.clock);
  return {
    now,
    run: (stream, decider, command, expectedRevision) =>
      handle(deps.store, stream, decider, command, appendOptions(meta, now, expectedRevision)),
  };
}
