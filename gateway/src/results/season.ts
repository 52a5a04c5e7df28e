import type { Knex } from 'knex';
import type {
  PublicCategories,
  PublicCategory,
  PublicLeagueSummary,
  SeasonInfo,
} from '@courtside/events';
import { rmSchema, type LeagueRow } from '../db/tables';
import { publicLeagues, toLeagueSummary } from '../queries/leagues';
import { closedSeasons } from '../queries/platform-settings';

/** The year a season starts in: "2025/2026", "2025/26", "2025-2026" and "2025" all give 2025. */
export function seasonStartYear(season: string): number | null {
  const match = /^(\d{4})(?:\s*[/-]\s*(\d{2}|\d{4}))?$/.exec(season.trim());
  return match ? Number(match[1]) : null;
}

/** A season as the product names it when no category names one: July starts the next one. */
export function conventionalSeason(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 7 ? year : year - 1;
  return `${start}/${start + 1}`;
}

/** The season after one, written the same way ("2025/26" → "2026/27"); null without a year. */
export function nextSeason(season: string): string | null {
  const start = seasonStartYear(season);
  if (start === null) return null;
  const next = start + 1;
  if (/^\d{4}$/.test(season.trim())) return String(next);
  const short = /^\d{4}\s*([/-])\s*\d{2}$/.exec(season.trim());
  if (short) return `${next}${short[1]}${String((next + 1) % 100).padStart(2, '0')}`;
  const separator = /[/-]/.exec(season)?.[0] ?? '/';
  return `${next}${separator}${next + 1}`;
}

/** Newest season first; names that carry no year go last, alphabetically. */
function newestFirst(a: string, b: string): number {
  const ya = seasonStartYear(a) ?? -1;
  const yb = seasonStartYear(b) ?? -1;
  return yb - ya || b.localeCompare(a);
}

/** The public leagues, with the start date as text so no time zone shifts it. */
function publicLeagueRows(db: Knex) {
  return publicLeagues(db).orderBy([
    { column: 'sort_index' },
    { column: 'name' },
    { column: 'id' },
  ]);
}

/**
 * Public categories by tabindex, each with its public leagues; `other` holds public leagues
 * with no category. Leagues of a hidden category stay hidden. A season narrows the categories (and so their leagues).
 */
export async function publicCategories(db: Knex, season?: string): Promise<PublicCategories> {
  const categoryQuery = db(`${rmSchema}.categories`)
    .where('public', true)
    .select('id', 'name', 'season', 'tabindex')
    .orderBy([{ column: 'tabindex' }, { column: 'id' }]);
  if (season !== undefined) void categoryQuery.where('season', season);
  const [categories, leagues, all] = (await Promise.all([
    categoryQuery,
    publicLeagueRows(db),
    db(`${rmSchema}.categories`).select('id', 'public'),
  ])) as [
    { id: number; name: string; season: string; tabindex: number }[],
    LeagueRow[],
    { id: number; public: boolean }[],
  ];
  const visibility = new Map(all.map((c) => [c.id, c.public]));
  const byCategory = new Map<number, PublicLeagueSummary[]>();
  const other: PublicLeagueSummary[] = [];
  for (const row of leagues) {
    const categoryPublic = row.category_id === null ? undefined : visibility.get(row.category_id);
    // A hidden category hides its leagues; a league with no (known) category is "other".
    if (categoryPublic === false) continue;
    if (categoryPublic === undefined || row.category_id === null) {
      other.push(toLeagueSummary(row));
      continue;
    }
    const list = byCategory.get(row.category_id) ?? [];
    list.push(toLeagueSummary(row));
    byCategory.set(row.category_id, list);
  }
  return {
    categories: categories.map<PublicCategory>((c) => ({
      ...c,
      leagues: byCategory.get(c.id) ?? [],
    })),
    other,
  };
}

interface SeasonSpan {
  season: string;
  first: string;
  last: string;
}

/**
 * Each public category season's span: from its leagues' earliest start (or first contest) to
 * its last contest. A season with no league yet spans its conventional July–June year.
 */
export async function seasonSpans(db: Knex): Promise<SeasonSpan[]> {
  const { rows } = (await db.raw(
    `SELECT cat.season,
            to_char(LEAST(MIN(l.start_date), MIN((ct.time AT TIME ZONE 'UTC')::date)), 'YYYY-MM-DD') AS first,
            to_char(GREATEST(MAX(l.start_date), MAX((ct.time AT TIME ZONE 'UTC')::date)), 'YYYY-MM-DD') AS last
       FROM ${rmSchema}.categories cat
       LEFT JOIN ${rmSchema}.leagues l ON l.category_id = cat.id AND l.public
       LEFT JOIN ${rmSchema}.contests ct ON ct.league_id = l.id
      WHERE cat.public
      GROUP BY cat.season`,
  )) as { rows: { season: string; first: string | null; last: string | null }[] };
  return rows.map((row) => {
    if (row.first && row.last) return { season: row.season, first: row.first, last: row.last };
    const start = seasonStartYear(row.season);
    if (start === null) return { season: row.season, first: '0000-01-01', last: '0000-01-01' };
    return { season: row.season, first: `${start}-07-01`, last: `${start + 1}-06-30` };
  });
}

/** The seasons a day falls in, newest first. */
export function seasonsOn(spans: SeasonSpan[], day: string): string[] {
  return spans
    .filter((span) => span.first <= day && day <= span.last)
    .map((span) => span.season)
    .sort(newestFirst);
}

/**
 * GET /api/season: the season a day falls in (the newest when two meet there), whether two
 * seasons meet on it, and the chosen season's categories. `filter` picks the season outright.
 * A day in no season gets the season that ended last before it, else the first one to come.
 */
export async function seasonInfo(db: Knex, day: string, filter?: string): Promise<SeasonInfo> {
  // Issue 10: an ended season is never chosen for the landing; the next one is.
  const closed = new Set(await closedSeasons(db));
  const spans = (await seasonSpans(db)).filter((span) => !closed.has(span.season));
  const seasons = seasonsOn(spans, day);
  let selected = filter ?? seasons[0];
  if (selected === undefined) {
    const past = spans.filter((s) => s.last < day).sort((a, b) => b.last.localeCompare(a.last));
    const future = spans
      .filter((s) => s.first > day)
      .sort((a, b) => a.first.localeCompare(b.first));
    const lastClosed = [...closed].sort(newestFirst)[0];
    selected =
      lastClosed === undefined
        ? (past[0]?.season ?? future[0]?.season ?? conventionalSeason(day))
        : (future[0]?.season ??
          nextSeason(lastClosed) ??
          past[0]?.season ??
          conventionalSeason(day));
  }
  const { categories } = await publicCategories(db, selected);
  return {
    selectedYear: selected,
    is_season_overlap: seasons.length > 1,
    seasons,
    topCategories: categories,
  };
}

/** Public days with contests (YYYY-MM-DD, ascending) between two days, both included. */
export async function contestDays(db: Knex, first: string, last: string): Promise<string[]> {
  const rows = (await db(`${rmSchema}.contest_days as d`)
    .join(`${rmSchema}.leagues as l`, 'l.id', 'd.league_id')
    .where('l.public', true)
    .where('d.contests', '>', 0)
    .whereBetween('d.day', [first, last])
    .distinct(db.raw(`to_char(d.day, 'YYYY-MM-DD') as day`))
    .orderBy('day')) as { day: string }[];
  return rows.map((row) => row.day);
}

/**
 * Public leagues still being played: at least one contest scheduled, in progress or postponed,
 * in a season running today (a league with no category counts by its contests alone).
 */
export async function activeLeagues(db: Knex, day: string): Promise<PublicLeagueSummary[]> {
  const spans = await seasonSpans(db);
  const current = seasonsOn(spans, day);
  const query = publicLeagueRows(db).whereExists(
    db(`${rmSchema}.contests as ct`)
      .whereRaw('ct.league_id = leagues.id')
      .whereIn('ct.status', ['scheduled', 'in_progress', 'postponed'])
      .select(db.raw('1')),
  );
  void query.where((where) => {
    void where.whereNull('season');
    if (current.length > 0) void where.orWhereIn('season', current);
  });
  const rows = (await query) as LeagueRow[];
  return rows.map(toLeagueSummary);
}
