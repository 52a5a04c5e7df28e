import { compareCheckpoints, type ChangeNotice } from '@courtside/events';

/** The change notices a fan-out has yet to push, merged in the order they arrived. */
export interface PendingNotices {
  leagues: Set<number>;
  contests: Set<number>;
  /** Leagues whose tables were recomputed; null when a notice did not say (push them all). */
  standings: Set<number> | null;
  all: boolean;
  checkpoint: string | null;
  /**
   * The contests' rows as the notices carried them (public leagues only), by id; null once a
   * notice named contests without carrying them: then they are all read back.
   */
  carried: Map<number, Record<string, unknown>> | null;
}

export function noPendingNotices(): PendingNotices {
  return {
    leagues: new Set(),
    contests: new Set(),
    standings: new Set(),
    all: false,
    checkpoint: null,
    carried: new Map(),
  };
}

/** Adds a notice to what is pending. Notices come in commit order, so a later row wins. */
export function addNotice(pending: PendingNotices, notice: ChangeNotice): void {
  notice.leagues.forEach((id) => pending.leagues.add(id));
  if (!notice.standings) pending.standings = null;
  else notice.standings.forEach((id) => pending.standings?.add(id));
  notice.contests.forEach((id) => pending.contests.add(id));
  pending.all ||= notice.all;
  if (compareCheckpoints(notice.checkpoint, pending.checkpoint) > 0) {
    pending.checkpoint = notice.checkpoint;
  }
  const carried = pending.carried;
  if (!carried) return;
  if (!notice.contestRows) {
    if (notice.contests.length > 0 || notice.all) pending.carried = null;
    return;
  }
  // A contest the notice names without a row is not public (any more): nothing to push.
  notice.contests.forEach((id) => carried.delete(id));
  for (const row of notice.contestRows) carried.set(Number(row['id']), row);
}

/**
 * The rows to push for `wanted` when the notices carried every contest they named, in playing
 * order as the fan-out's read answers; null when they must be read back.
 */
export function carriedRows(
  pending: PendingNotices,
  wanted: readonly number[],
): Array<Record<string, unknown>> | null {
  const carried = pending.carried;
  if (pending.all || !carried || carried.size === 0) return null;
  const rows: Array<Record<string, unknown>> = [];
  for (const id of wanted) {
    const row = carried.get(id);
    if (row) rows.push(row);
  }
  const time = (row: Record<string, unknown>) => new Date(String(row['time'])).getTime();
  return rows.sort((a, b) => time(a) - time(b) || Number(a['id']) - Number(b['id']));
}
