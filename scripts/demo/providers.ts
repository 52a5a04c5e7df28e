import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { defaultPlatformId, streams, systemMetadata, type EventStore } from '@courtside/events';
import { totpKey, writePlatformSecret } from '@courtside/gateway';
import {
  startAtriumFake,
  startGeniusSportsFake,
  type AtriumFake,
  type GeniusSportsFake,
} from '@courtside/integrations/providers';

/** The demo's placeholder Atrium URL (demo/platform.ts), which the local fake may replace. */
const placeholder = 'https://atrium.example.org/api/v1';

export interface DemoProviders {
  genius: GeniusSportsFake;
  atrium: AtriumFake;
  close(): Promise<void>;
}

/** Both data providers' local fakes (issue 12), for `npm start` and the browser tests. */
export async function startDemoProviders(): Promise<DemoProviders> {
  const genius = await startGeniusSportsFake();
  const atrium = await startAtriumFake();
  return {
    genius,
    atrium,
    async close() {
      await genius.close();
      await atrium.close();
    },
  };
}

/**
 * Points the platform's Atrium tab at the local fake, as the super-admin would, unless an
 * operator has set a real URL there: only an empty tab, the demo's placeholder or an earlier
 * start's fake is replaced. Answers the event's position, or null when nothing changed.
 */
export async function pointAtriumAtFake(
  knex: Knex,
  store: EventStore,
  fake: AtriumFake,
  encryptionKey: string,
  now: Date,
): Promise<string | null> {
  const { rows } = (await knex.raw(
    `SELECT data->'values'->>'url' AS url FROM events
     WHERE type = 'PlatformSettingsChanged' AND data->>'section' = 'atrium'
     ORDER BY position DESC LIMIT 1`,
  )) as { rows: { url: string | null }[] };
  const current = rows[0]?.url ?? null;
  if (current && current !== placeholder && !current.startsWith('http://127.0.0.1:')) return null;
  await writePlatformSecret(knex, totpKey(encryptionKey), {
    platformId: defaultPlatformId,
    name: 'atrium_key',
    value: fake.key,
    now,
  });
  const result = await store.append(
    streams.platform(defaultPlatformId),
    [
      {
        id: randomUUID(),
        type: 'PlatformSettingsChanged',
        data: {
          platformId: defaultPlatformId,
          section: 'atrium',
          values: { url: fake.url, key_changed: true },
        },
        metadata: systemMetadata(now),
      },
    ],
    { expectedRevision: 'any' },
  );
  return result.position;
}
