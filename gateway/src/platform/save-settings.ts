import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import {
  platformSettingsSchemas,
  seasonEndSchema,
  streams,
  type EventStore,
  type PlatformEvent,
  type PlatformSettingsSection,
} from '@courtside/events';
import type { AreaDeps } from '../area-deps';
import { requestMetadata } from '../audit/record-account-event';
import { sendAndWait } from '../commands/send';
import type { AccountRow } from '../db/tables';
import { fieldErrors, validate } from '../http/validate';
import { closedSeasons, seasonKnown } from '../queries/platform-settings';
import { writePlatformSecret } from './secrets';

type Deps = Pick<AreaDeps, 'knex' | 'store' | 'readModels' | 'config' | 'logger'> & {
  secretKey: Buffer;
};

async function append(
  store: EventStore | undefined,
  req: Request,
  res: Response,
  event: PlatformEvent,
): Promise<string> {
  if (!store) throw new Error('platform settings need the event store');
  const result = await store.append(
    streams.platform(event.data.platformId),
    [{ id: randomUUID(), type: event.type, data: event.data, metadata: requestMetadata(req, res) }],
    { expectedRevision: 'any' },
  );
  return result.position;
}

/**
 * Saves one settings tab: checked with the form's own schema, recorded as
 * PlatformSettingsChanged, answered once the read models show it. The Atrium key goes encrypted
 * into gateway's table in the same transaction as the append, and the event says only whether it
 * changed: a refused append leaves the old key in place.
 */
export async function saveSettingsTab(
  deps: Deps,
  req: Request,
  res: Response,
  platformId: number,
  section: PlatformSettingsSection,
): Promise<void> {
  const values = validate(platformSettingsSchemas[section], req.body) as Record<string, unknown>;
  let position: string;
  if (section === 'atrium') {
    const key = values.key as string | undefined;
    const recorded = { url: (values.url as string | null) ?? null, key_changed: key !== undefined };
    position = await deps.knex.transaction(async (trx) => {
      if (key !== undefined) {
        await writePlatformSecret(trx, deps.secretKey, {
          platformId,
          name: 'atrium_key',
          value: key === '' ? null : key,
          now: res.locals.now,
        });
      }
      return append(deps.store, req, res, {
        type: 'PlatformSettingsChanged',
        data: { platformId, section, values: recorded },
      });
    });
  } else {
    position = await append(deps.store, req, res, {
      type: 'PlatformSettingsChanged',
      data: { platformId, section, values: values as Record<string, string> },
    });
  }
  await deps.readModels.waitForPosition(position);
}

/**
 * Ends a season: refused when no category names it or it has ended already. command-service
 * appends SeasonClosed, so its own table of ended seasons (which every league and contest command
 * consults) has the season before the event exists.
 */
export async function endSeason(
  deps: Deps,
  req: Request,
  res: Response,
  platformId: number,
): Promise<string> {
  const { season } = validate(seasonEndSchema, req.body);
  if (!(await seasonKnown(deps.knex, season))) throw fieldErrors({ season: ['unknownSeason'] });
  if ((await closedSeasons(deps.knex)).includes(season)) {
    throw fieldErrors({ season: ['seasonAlreadyClosed'] });
  }
  const account = res.locals.account as AccountRow;
  await sendAndWait(deps, req, account, 'POST', `/platforms/${platformId}/season-end`, { season });
  return season;
}
