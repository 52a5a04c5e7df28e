import {
  atriumClient,
  geniusSportsClient,
  ProviderError,
  type AtriumClient,
  type GeniusSportsClient,
} from '@courtside/integrations/providers';
import type { AreaDeps } from '../area-deps';
import { totpKey } from '../auth/totp-secret';
import { platformSettings } from '../queries/platform-settings';
import { readPlatformSecret } from '../platform/secrets';

/** The platform whose Atrium tab holds the URL and key (there is one platform). */
const platformId = 1;

/** Genius Sports from configuration (GENIUS_SPORTS_URL, GENIUS_SPORTS_API_KEY). */
export function geniusSports(deps: Pick<AreaDeps, 'config'>): GeniusSportsClient {
  const configured = deps.config.geniusSports;
  if (!configured) throw new ProviderError('genius-sports', 'not_configured', 'no configuration');
  return geniusSportsClient({ ...configured, timeoutMs: deps.config.providerTimeoutMs });
}

/** Atrium from the platform settings: the URL in clear, the key decrypted for this call only. */
export async function atrium(deps: Pick<AreaDeps, 'config' | 'knex'>): Promise<AtriumClient> {
  const url = (await platformSettings(deps.knex, platformId)).atrium.url;
  const key = await readPlatformSecret(
    deps.knex,
    totpKey(deps.config.totpEncryptionKey),
    platformId,
    'atrium_key',
  );
  if (!url || !key) throw new ProviderError('atrium', 'not_configured', 'the Atrium tab is empty');
  return atriumClient({ url, key, timeoutMs: deps.config.providerTimeoutMs });
}
