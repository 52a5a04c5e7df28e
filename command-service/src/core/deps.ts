import type { EventStore } from '@courtside/events';
import type { IdAllocator } from './ids';

/** What every application command needs from the outside world. */
export interface CommandDeps {
  store: EventStore;
  ids: IdAllocator;
  clock: () => Date;
}

/** What every command answers: the new aggregate's id when it created one. */
export interface CommandResult {
  id?: number;
  revision: number;
  position: string | null;
}
