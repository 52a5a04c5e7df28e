import type { ArenaEvent } from '@courtside/events';
import type { CatalogueEntryState } from '../core/catalogue-entry';

/** What the write model remembers about an arena: whether it exists, and its name. */
export type ArenaState = CatalogueEntryState<ArenaEvent>;
