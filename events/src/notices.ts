/**
 * Change notice: sent by projection-service with PostgreSQL NOTIFY after a batch commits.
 * A hint, not a data channel: listeners re-read the read models it names.
 */
export const CHANGE_NOTICE_CHANNEL = 'courtside_changes';

export interface ChangeNotice {
  projection: string;
  checkpoint: string;
  leagues: number[];
  contests: number[];
  /**
   * Leagues whose standings the batch recomputed (issue 13: a score during play recomputes
   * none, so no table is pushed for it). Absent from older senders: then every league in
   * `leagues` may have a new table.
   */
  standings?: number[];
  /** Recording bookings (issue 11) the batch changed; absent when none. */
  recordings?: number[];
  /** Workflows (issue 12) the batch changed; absent when none. */
  workflows?: number[];
  /** True when too many keys changed to list (for example after a rebuild): refresh everything. */
  all: boolean;
  /**
   * Present when the batch appended audit-log rows: those from the position `from` up to
   * `checkpoint`, both included. Absent on notices that added none.
   */
  audit?: { from: string };
  /**
   * The batch's contests of public leagues as their rows now stand (the read model's columns
   * and `league_name`), when the statement that committed the batch could carry them: a
   * gateway then pushes them without reading them back. Present, it speaks for every id in
   * `contests` (one missing from it is not in a public league); absent, read them.
   */
  contestRows?: Array<Record<string, unknown>>;
}
