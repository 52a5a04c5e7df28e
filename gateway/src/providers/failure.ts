import { sameTeamName, teamNameProblem } from '@courtside/events';
import {
  ProviderError,
  type ProviderName,
  type SeasonSnapshot,
} from '@courtside/integrations/providers';
import { HttpError } from '../errors';
import type { Locale } from '../i18n';
import { providerMessage } from './messages';

/**
 * A provider's failure as the administrator's answer: wrong or missing credentials and data
 * Courtside cannot read are 422, an id the provider does not know 404, the provider down,
 * failing or hanging 502; the text names the provider and what to do, never a key.
 */
export class ProviderFailure extends HttpError {
  readonly status: number;
  constructor(readonly failure: ProviderError) {
    super('unavailable');
    this.status =
      failure.kind === 'not_found'
        ? 404
        : failure.kind === 'credentials' ||
            failure.kind === 'not_configured' ||
            failure.kind === 'malformed'
          ? 422
          : 502;
  }
  override body(locale: Locale) {
    return {
      message: providerMessage(locale, this.failure.provider, this.failure.kind),
      reason: this.failure.kind,
    };
  }
}

/** Another apply of the same import holds its lock: 409, try again when it is done. */
export class ImportRunning extends HttpError {
  readonly status = 409;
  constructor(readonly provider: ProviderName) {
    super('unavailable');
  }
  override body(locale: Locale) {
    return { message: providerMessage(locale, this.provider, 'importRunning') };
  }
}

/** Runs a provider call, turning its failure into the administrator's answer. */
export async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError) throw new ProviderFailure(error);
    throw error;
  }
}

/**
 * A season with a team name Courtside cannot take (empty, over the spec's 255 characters, or
 * another team's of the same season) is data Courtside cannot read: refused whole (422), before
 * anything is stored or applied.
 */
export function refuseUnusableNames(snapshot: SeasonSnapshot): void {
  const unusable = snapshot.teams.find(
    (team, index) =>
      teamNameProblem(team.name) !== null ||
      snapshot.teams.some((other, before) => before < index && sameTeamName(other.name, team.name)),
  );
  if (unusable) {
    throw new ProviderFailure(
      new ProviderError(
        snapshot.provider,
        'malformed',
        `team ${unusable.externalId}: unusable name`,
      ),
    );
  }
}
