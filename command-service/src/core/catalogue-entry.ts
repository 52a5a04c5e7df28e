import type { CatalogueEntryName, CourtsideEvent, SavedEntryEvent } from '@courtside/events';
import type { Command, Decider } from './decider';
import { NotFoundError, ValidationError } from './errors';

type DeletedEvent<E extends CourtsideEvent> = Extract<E, { type: `${string}Deleted` }>;

/** The id field every event of the entry carries ('arenaId'). */
type EntryKey<E extends CourtsideEvent> = keyof DeletedEvent<E>['data'] & string;

/**
 * What the write model remembers about a catalogue entry with no rules of its own (an arena,
 * a sport): whether it exists, and its name.
 */
export type CatalogueEntryState<E extends CourtsideEvent> =
  | { status: 'absent' }
  | ({ status: 'created'; name: string } & Record<EntryKey<E>, number>)
  | ({ status: 'deleted' } & Record<EntryKey<E>, number>);

/** `Create<Entry>` and `Update<Entry>` carry every field; `Delete<Entry>` the id. */
export type CatalogueEntryCommand<E extends CourtsideEvent> =
  | Command<`Create${CatalogueEntryName<E>}`, SavedEntryEvent<E>['data']>
  | Command<`Update${CatalogueEntryName<E>}`, SavedEntryEvent<E>['data']>
  | Command<`Delete${CatalogueEntryName<E>}`, DeletedEvent<E>['data']>;

/**
 * The decider of a catalogue entry whose events are `<Entry>Created`, `<Entry>Updated` and
 * `<Entry>Deleted`: an id is added once, and only an entry that exists is edited or removed.
 */
export function catalogueEntryDecider<E extends CourtsideEvent>(
  entry: CatalogueEntryName<E>,
  key: EntryKey<E>,
): Decider<CatalogueEntryCommand<E>, CatalogueEntryState<E>, E> {
  type State = CatalogueEntryState<E>;
  // The event types are built from the checked entry name, which the union cannot follow.
  const event = (type: string, data: object) => ({ type, data }) as unknown as E;
  return {
    initialState: () => ({ status: 'absent' }),
    evolve(_state, { type, data }) {
      const id = (data as Record<string, number>)[key];
      if (type === `${entry}Deleted`) return { status: 'deleted', [key]: id } as State;
      return { status: 'created', [key]: id, name: (data as { name: string }).name } as State;
    },
    decide(command, state) {
      if (command.type === `Create${entry}`) {
        if (state.status !== 'absent') throw ValidationError.field('id', 'duplicates');
        return [event(`${entry}Created`, { ...command.data })];
      }
      if (state.status !== 'created') throw new NotFoundError();
      if (command.type === `Update${entry}`) {
        return [event(`${entry}Updated`, { ...command.data })];
      }
      const data = command.data as Record<string, number>;
      return [event(`${entry}Deleted`, { [key]: data[key] })];
    },
  };
}
