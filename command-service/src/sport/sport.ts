import type { SportEvent } from '@courtside/events';
import type { CatalogueEntryState } from '../core/catalogue-entry';

/** What the write model remembers about a sport: whether it exists, and its name. */
export type SportState = CatalogueEntryState<SportEvent>;
