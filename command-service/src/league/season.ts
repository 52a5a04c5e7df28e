import { defaultPlatformId, streams, type EventStore, type SeasonClosed } from '@courtside/events';
import { categoryDecider } from '../category/decide';
import { readState } from '../core/read-state';
import { leagueDecider } from './decide';

/** The seasons the platform has ended (its SeasonClosed events). */
async function closedSeasons(store: EventStore): Promise<Set<string>> {
  const recorded = await store.readStream(streams.platform(defaultPlatformId));
  return new Set(
    recorded
      .filter((event) => event.type === 'SeasonClosed')
      .map((event) => (event.data as SeasonClosed['data']).season),
  );
}

/**
 * Whether the season of a category has ended: the category's season is one a SeasonClosed named.
 * A league with no category has no season, so none of its changes is refused for one.
 */
export async function categorySeasonClosed(
  store: EventStore,
  categoryId: number | null | undefined,
): Promise<boolean> {
  if (categoryId === null || categoryId === undefined) return false;
  const category = await readState(store, streams.category(categoryId), categoryDecider);
  if (category.status !== 'created') return false;
  return (await closedSeasons(store)).has(category.season);
}

/**
 * Whether the league's season has ended, looked up before a league command is decided (the
 * fact lives on the category and platform streams, not the league's): the decider refuses
 * every change to such a league.
 */
export async function leagueSeasonClosed(store: EventStore, leagueId: number): Promise<boolean> {
  const { profile } = await readState(store, streams.league(leagueId), leagueDecider);
  if (profile.status !== 'created') return false;
  return categorySeasonClosed(store, profile.profile.categoryId);
}
