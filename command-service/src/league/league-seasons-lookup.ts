import { prepared } from '@courtside/events/store';
import type { Pool } from 'pg';

/*
 * The lookups a command makes of command_league_categories, command_category_seasons,
 * command_closed_seasons and command_season_pending; league-seasons.ts keeps those tables in
 * step with the log (see the note at its top).
 */

export interface LeagueSeasons {
  /** True when the league's category belongs to a season the platform has ended. */
  leagueClosed(leagueId: number): Promise<boolean>;
  /** True when the category belongs to a season the platform has ended. */
  categoryClosed(categoryId: number): Promise<boolean>;
}

/** What a lookup falls back to while a league or category has a change under way. */
export interface SeasonStreams {
  /** The league's category, read from its stream (null: none, or no such league). */
  categoryOf(leagueId: number): Promise<number | null>;
  /** The category's season, read from its stream (null: no such category). */
  seasonOf(categoryId: number): Promise<string | null>;
}

/** The lookups: one indexed query each, the streams only while a change is under way. */
export function createLeagueSeasons(pool: Pool, streams: SeasonStreams): LeagueSeasons {
  const seasonClosed = async (season: string | null) => {
    if (season === null) return false;
    const { rowCount } = await pool.query(
      'SELECT 1 FROM command_closed_seasons WHERE season = $1',
      [season],
    );
    return (rowCount ?? 0) > 0;
  };
  const categoryClosedFromStreams = async (categoryId: number | null) =>
    categoryId !== null && seasonClosed(await streams.seasonOf(categoryId));

  return {
    async leagueClosed(leagueId) {
      // Every score save asks this: prepared, so it is not parsed and planned each time.
      const { rows } = await pool.query<{ closed: boolean; pending: boolean }>(
        prepared(
          `SELECT
           EXISTS (SELECT 1 FROM command_league_categories l
                   JOIN command_category_seasons c ON c.category_id = l.category_id
                   JOIN command_closed_seasons s ON s.season = c.season
                   WHERE l.league_id = $1) AS closed,
           EXISTS (SELECT 1 FROM command_season_pending p
                   WHERE p.league_id = $1
                      OR p.category_id = (SELECT category_id FROM command_league_categories
                                          WHERE league_id = $1)) AS pending`,
          [leagueId],
        ),
      );
      const found = rows[0];
      if (found && !found.pending) return found.closed;
      return categoryClosedFromStreams(await streams.categoryOf(leagueId));
    },
    async categoryClosed(categoryId) {
      const { rows } = await pool.query<{ closed: boolean; pending: boolean }>(
        `SELECT
           EXISTS (SELECT 1 FROM command_category_seasons c
                   JOIN command_closed_seasons s ON s.season = c.season
                   WHERE c.category_id = $1) AS closed,
           EXISTS (SELECT 1 FROM command_season_pending WHERE category_id = $1) AS pending`,
        [categoryId],
      );
      const found = rows[0];
      if (found && !found.pending) return found.closed;
      return categoryClosedFromStreams(categoryId);
    },
  };
}
