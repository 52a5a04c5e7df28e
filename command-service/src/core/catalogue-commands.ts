import type { CourtsideEvent } from '@courtside/events';
import type { AnyObjectSchema } from 'yup';
import type { Decider } from './decider';
import type { CommandDeps, CommandResult, CreatedResult } from './deps';
import { commandScope } from './command-scope';
import type { IdKind } from './ids';
import type { CommandMeta } from './metadata';
import { parseInput } from './parse';
import { recordId } from './schema';

/** What differs between the catalogue aggregates (arena, sport, team): names and shapes only. */
export interface CatalogueAggregate<
  Input,
  Data,
  Cmd extends { type: string },
  State,
  Event extends CourtsideEvent,
> {
  kind: IdKind;
  stream: (id: number) => string;
  decider: Decider<Cmd, State, Event>;
  /** Checked before an id is allocated, so a rejected create never uses up a sequence value. */
  schema: AnyObjectSchema;
  /** Parses the input into the command's data for the record `id`. */
  data: (id: number, input: Input) => Data;
  /** A promise where the decision needs context read from other streams (a team's arena). */
  create: (data: Data, now: string, deps: CommandDeps) => Cmd | Promise<Cmd>;
  update: (data: Data, now: string, deps: CommandDeps) => Cmd | Promise<Cmd>;
  remove: (id: number, now: string) => Cmd;
}

/** The create/update/delete application functions of one catalogue aggregate. */
export interface CatalogueCommands<Input> {
  create(deps: CommandDeps, input: Input, meta?: CommandMeta): Promise<CreatedResult>;
  update(deps: CommandDeps, id: number, input: Input, meta?: CommandMeta): Promise<CommandResult>;
  remove(deps: CommandDeps, id: number, meta?: CommandMeta): Promise<CommandResult>;
}

/**
 * The catalogue aggregates are managed by organisers with the same three commands; only their
 * names and data differ, so the authorisation, the id allocation and the append live here once.
 */
export function catalogueCommands<
  Input,
  Data,
  Cmd extends { type: string },
  State,
  Event extends CourtsideEvent,
>(aggregate: CatalogueAggregate<Input, Data, Cmd, State, Event>): CatalogueCommands<Input> {
  const { decider, stream } = aggregate;
  return {
    async create(deps, input, meta = {}) {
      const { now, run } = commandScope(deps, meta);
      parseInput(aggregate.schema, input);
      const id = await deps.ids(aggregate.kind, meta.idempotencyKey);
      const command = await aggregate.create(aggregate.data(id, input), now, deps);
      return { id, ...(await run(stream(id), decider, command, 'no_stream')) };
    },
    async update(deps, rawId, input, meta = {}) {
      const { now, run } = commandScope(deps, meta);
      const id = recordId(rawId);
      const data = aggregate.data(id, input);
      return run(stream(id), decider, await aggregate.update(data, now, deps));
    },
    async remove(deps, rawId, meta = {}) {
      const { now, run } = commandScope(deps, meta);
      const id = recordId(rawId);
      return run(stream(id), decider, aggregate.remove(id, now));
    },
  };
}
