import type { ProviderName, SeasonSnapshot } from '@courtside/integrations/providers';
import type { AreaDeps } from '../area-deps';
import { linksFor, saveImport } from '../queries/provider-links';
import { atrium, geniusSports } from './clients';
import { planImport, type ImportPlan } from './diff';
import { fromProvider, refuseUnusableNames } from './failure';

/**
 * Reads a whole season from the provider (every page) and shows what importing it would do.
 * The season is kept for the apply; a provider failure anywhere stores nothing.
 */
export async function previewImport(
  deps: Pick<AreaDeps, 'config' | 'knex'>,
  provider: ProviderName,
  externalId: string,
  by: number,
  now: Date,
): Promise<ImportPlan & { id: number }> {
  const snapshot: SeasonSnapshot = await fromProvider(async () =>
    provider === 'genius-sports'
      ? geniusSports(deps).snapshot(externalId)
      : (await atrium(deps)).snapshot(externalId),
  );
  refuseUnusableNames(snapshot);
  const plan = planImport(snapshot, await linksFor(deps.knex, snapshot), now);
  const id = await saveImport(deps.knex, snapshot, by, now);
  return { id, ...plan };
}
