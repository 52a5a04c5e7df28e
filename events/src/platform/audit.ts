import type { AuditMappings, ModelState } from '../audit';
import type { PlatformEvent } from './events';

const platform = (event: { data: { platformId: number } }) => [
  { model: 'platform' as const, id: event.data.platformId },
];

/** A tab's fields under `<section>.<field>`, lists as one text, so the audit diff names each. */
function flatten(section: string, values: Record<string, unknown>): ModelState {
  const state: ModelState = {};
  for (const [field, value] of Object.entries(values)) {
    state[`${section}.${field}`] = Array.isArray(value)
      ? value.join(', ')
      : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? value
        : null;
  }
  return state;
}

/** The audit log shows every settings field that changed; the Atrium key only as changed. */
export const platformAudit: AuditMappings<PlatformEvent> = {
  PlatformSettingsChanged: {
    models: platform,
    evolve: (_model, state, event) => ({
      ...(state ?? { id: event.data.platformId }),
      ...flatten(event.data.section, event.data.values),
    }),
    tags: (event) => ['settings', event.data.section],
  },
  SeasonClosed: {
    models: platform,
    evolve: (_model, state, event) => ({
      ...(state ?? { id: event.data.platformId }),
      closed_season: event.data.season,
    }),
    tags: () => ['season-end'],
  },
};
