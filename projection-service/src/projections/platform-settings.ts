import type { Knex } from 'knex';
import { schemaOf } from '../db/migrate';
import { defineProjection } from './projection';

/**
 * rm.platform_settings (one row per platform and tab, the last save wins) and rm.closed_seasons.
 * A batch keeps the last save of each tab, so a replay writes the same rows.
 */
export const platformSettingsProjection = defineProjection({
  name: 'platform-settings',
  handles: ['PlatformSettingsChanged', 'SeasonClosed'],
  async apply(trx: Knex.Transaction, events) {
    const schema = schemaOf(trx);
    const tabs = new Map<string, Record<string, unknown>>();
    const closed = new Map<string, Record<string, unknown>>();
    for (const { event, created } of events) {
      if (event.type === 'PlatformSettingsChanged') {
        const { platformId, section, values } = event.data;
        tabs.set(`${platformId}:${section}`, {
          platform_id: platformId,
          section,
          values: JSON.stringify(values),
          updated_at: created,
        });
      } else {
        closed.set(event.data.season, {
          season: event.data.season,
          platform_id: event.data.platformId,
          closed_at: created,
        });
      }
    }
    if (tabs.size > 0) {
      await trx(`${schema}.platform_settings`)
        .insert([...tabs.values()])
        .onConflict(['platform_id', 'section'])
        .merge();
    }
    if (closed.size > 0) {
      await trx(`${schema}.closed_seasons`)
        .insert([...closed.values()])
        .onConflict('season')
        .ignore();
    }
  },
});
