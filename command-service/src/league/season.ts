import { streams, type EventStore } from '@courtside/events';
import { categoryDecider } from '../category/decide';
import type { CommandDeps } from '../core/deps';
import { readState } from '../core/read-state';
import { leagueDecider } from './decide';
import type { SeasonStreams } from './league-seasons-lookup';

/**
 * Whether the season of a category has ended (its season is one the platform ended), looked up
 * in command-service's own tables (`league-seasons.ts`). A league with no category has no
 * season, so none of its changes is refused for one.
 */
export async function categorySeasonClosed(
  deps: Pick<CommandDeps, 'leagueSeasons'>,
  categoryId: number | null | undefined,
): Promise<boolean> {
  if (categoryId === null || categoryId === undefined) return false;
  return deps.leagueSeasons.categoryClosed(categoryId);
}

/**
 * Whether the league's season has ended, looked up before a league or contest command is
 * decided (the fact lives on the category and platform streams, not the league's): the deciders
 * refuse every change to such a league.
 */
export function leagueSeasonClosed(
  deps: Pick<CommandDeps, 'leagueSeasons'>,
  leagueId: number,
): Promise<boolean> {
  return deps.leagueSeasons.leagueClosed(leagueId);
}

/** The league's category and the category's season as their streams have them. */
export function seasonStreams(store: EventStore): SeasonStreams {
  return {
    async categoryOf(leagueId) {
      const { profile } = await readState(store, streams.league(leagueId), leagueDecider);
      return profile.status === 'created' ? (profile.profile.categoryId ?? null) : null;
    },
    async seasonOf(categoryId) {
      const category = await readState(store, streams.category(categoryId), categoryDecider);
      return category.status === 'created' ? category.season : null;
    },
  };
}
