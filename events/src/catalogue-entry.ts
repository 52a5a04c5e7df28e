import type { CourtsideEvent } from './catalogue';

/**
 * The name a catalogue entry's event types start with ('Arena' for `ArenaCreated`,
 * `ArenaUpdated` and `ArenaDeleted`), for helpers that serve every such entry.
 */
export type CatalogueEntryName<E extends CourtsideEvent> =
  Extract<E['type'], `${string}Created`> extends `${infer Name}Created` ? Name : never;

/** A catalogue entry's events that carry every field of it: created and updated. */
export type SavedEntryEvent<E extends CourtsideEvent> = Exclude<E, { type: `${string}Deleted` }>;
