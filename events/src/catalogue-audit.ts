import type { AuditMapping, AuditMappings, AuditModel, ModelState } from './audit';
import type { CourtsideEvent } from './catalogue';
import type { CatalogueEntryName, SavedEntryEvent as Saved } from './catalogue-entry';

/**
 * The audit mappings of a catalogue entry (an arena, a sport, a club, a team) whose events are
 * `<Entry>Created` and `<Entry>Updated`, each carrying every field, and `<Entry>Deleted`: one
 * model, its state the fields as the read side names them, gone once deleted.
 */
export function catalogueAudit<E extends CourtsideEvent>(entry: {
  events: CatalogueEntryName<E>;
  model: AuditModel;
  id: (data: E['data']) => number;
  state: (data: Saved<E>['data']) => ModelState;
  /** Updates keep what other events added to the model (a team's league registration). */
  keepOnUpdate?: boolean;
}): AuditMappings<E> {
  const models = (event: E) => [{ model: entry.model, id: entry.id(event.data) }];
  const created: AuditMapping<Saved<E>> = {
    models,
    evolve: (_model, _state, event) => entry.state(event.data),
    tags: () => ['created'],
  };
  const updated: AuditMapping<Saved<E>> = {
    models,
    evolve: (_model, state, event) =>
      entry.keepOnUpdate ? { ...state, ...entry.state(event.data) } : entry.state(event.data),
    tags: () => ['updated'],
  };
  const deleted: AuditMapping<E> = { models, evolve: () => null, tags: () => ['deleted'] };
  // The keys are built from the checked entry name, which the index type cannot follow.
  return {
    [`${entry.events}Created`]: created,
    [`${entry.events}Updated`]: updated,
    [`${entry.events}Deleted`]: deleted,
  } as unknown as AuditMappings<E>;
}
