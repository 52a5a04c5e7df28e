import {
  compareCheckpoints,
  type PublicContest,
  type Checkpoint,
  type ContestUpdatedMessage,
  type PublicSchedule,
  type PublicStandingsTable,
  type StandingsUpdatedMessage,
} from '@courtside/events';

/** a is strictly newer than b; null is older than any checkpoint. */
export function isNewer(a: Checkpoint | null, b: Checkpoint | null): boolean {
  return compareCheckpoints(a, b) > 0;
}

export function newest(a: Checkpoint | null, b: Checkpoint | null): Checkpoint | null {
  return isNewer(a, b) ? a : b;
}

/** Waits before following a room again after the server's trouble: 1 s, doubling up to 30 s. */
export const followRetryDelayMs = (attempt: number) => Math.min(1_000 * 2 ** attempt, 30_000);

export type SyncAction = 'keep' | 'refetch';

/**
 * What one screen knows about one Socket.IO room, and the gap rule of realtime.ts: a push whose
 * `previous` is newer than the last checkpoint seen for the room means a push was missed, so the
 * screen refetches over HTTP instead of trusting its partial picture.
 */
export class RoomCursor {
  /** Newest checkpoint whose state the screen holds, from HTTP answers or pushes. */
  private known: Checkpoint | null = null;
  /** The room's checkpoint the server named when we joined, until an HTTP answer covers it. */
  private floor: Checkpoint | null = null;

  get lastSeen(): Checkpoint | null {
    return this.known;
  }

  /** An HTTP answer arrived. Refetch if it is older than the room was when we joined. */
  loaded(checkpoint: Checkpoint | null): SyncAction {
    this.known = newest(this.known, checkpoint);
    if (this.floor !== null && isNewer(this.floor, checkpoint)) {
      // Once only: if the read side lags the ack, looping would not make it faster.
      this.floor = null;
      return 'refetch';
    }
    this.floor = null;
    return 'keep';
  }

  /**
   * The follow ack arrived. `loadedCheckpoints` are the checkpoints of the HTTP answers the
   * screen holds; undefined for one still loading (it is checked when it lands).
   */
  followed(
    ackCheckpoint: Checkpoint | null,
    loadedCheckpoints: (Checkpoint | null | undefined)[],
  ): SyncAction {
    if (loadedCheckpoints.some((checkpoint) => checkpoint === undefined)) {
      this.floor = ackCheckpoint;
      return 'keep';
    }
    const stale = loadedCheckpoints.some((checkpoint) =>
      isNewer(ackCheckpoint, checkpoint ?? null),
    );
    return stale ? 'refetch' : 'keep';
  }

  /** A push arrived: apply it, or refetch because an earlier one never reached us. */
  pushed(message: { checkpoint: Checkpoint; previous: Checkpoint | null }): 'apply' | 'refetch' {
    const missed = message.previous !== null && isNewer(message.previous, this.known);
    this.known = newest(this.known, message.checkpoint);
    return missed ? 'refetch' : 'apply';
  }
}

/** A list of contests as a live screen holds it: each contest remembers the checkpoint it shows. */
export interface LiveContestList {
  contests: PublicContest[];
  checkpoint: Checkpoint | null;
  shown: Record<number, Checkpoint>;
}

export type LiveSchedule = PublicSchedule & LiveContestList;

export function toLiveSchedule(schedule: PublicSchedule): LiveSchedule {
  return { ...schedule, shown: {} };
}

/**
 * Applies a contest push only if it is newer than what the screen shows for that contest.
 * `addMissing` says whether a contest the list lacks belongs in it (a league's schedule takes
 * a new contest of its league; a day's results must not take a contest of another day).
 */
export function applyContestPush<T extends LiveContestList>(
  view: T,
  message: ContestUpdatedMessage,
  { addMissing }: { addMissing: boolean },
): T {
  const { contest } = message;
  const shown = view.shown[contest.id] ?? view.checkpoint;
  if (!isNewer(message.checkpoint, shown)) return view;
  const exists = view.contests.some((item) => item.id === contest.id);
  if (!exists && !addMissing) return view;
  const contests = exists
    ? view.contests.map((item) => (item.id === contest.id ? contest : item))
    : [...view.contests, contest];
  return { ...view, contests, shown: { ...view.shown, [contest.id]: message.checkpoint } };
}

/**
 * An HTTP answer landed over a list the screen already shows. A push and an answer travel on
 * different connections, so an answer read before a score changed can arrive after that score's
 * push: each contest a push showed newer than the answer keeps what the push showed (a later
 * push of it still replaces it). React Query calls this with the shown and the new data
 * (`structuralSharing`, for answers and for setQueryData alike), and the reliability tests'
 * follower does the same with its answers.
 */
export function keepNewerPushes<T extends LiveContestList>(shown: T | undefined, loaded: T): T {
  if (!shown) return loaded;
  // Compared per contest: a push written with setQueryData passes here too, and must win.
  const newer = shown.contests.filter((contest) => {
    const at = shown.shown[contest.id];
    return at !== undefined && isNewer(at, loaded.shown[contest.id] ?? loaded.checkpoint);
  });
  if (newer.length === 0) return loaded;
  const kept = new Map(newer.map((contest) => [contest.id, contest]));
  const contests = loaded.contests.map((contest) => kept.get(contest.id) ?? contest);
  const absent = newer.filter((contest) => !loaded.contests.some((item) => item.id === contest.id));
  const shownAt = Object.fromEntries(newer.map((contest) => [contest.id, shown.shown[contest.id]]));
  return { ...loaded, contests: [...contests, ...absent], shown: { ...loaded.shown, ...shownAt } };
}

/** The standings' counterpart: a table answer older than the pushed table on screen is dropped. */
export function keepNewerTable<View extends { checkpoint: Checkpoint | null }>(
  shown: View | undefined,
  loaded: View,
): View {
  return shown && isNewer(shown.checkpoint, loaded.checkpoint) ? shown : loaded;
}

/** A league's schedule takes pushes of its own league's contests. */
export function applySchedulePush(
  view: LiveSchedule,
  message: ContestUpdatedMessage,
): LiveSchedule {
  if (message.contest.league_id !== view.league.id) return view;
  return applyContestPush(view, message, { addMissing: true });
}

/**
 * Standings pushes carry the whole table (not the contests, which arrive as contest:updated):
 * take it only if it is newer than the one shown.
 */
export function applyStandingsPush<View extends PublicStandingsTable>(
  view: View,
  message: StandingsUpdatedMessage,
): View {
  if (message.league_id !== view.league.id) return view;
  if (!isNewer(message.checkpoint, view.checkpoint)) return view;
  return { ...view, ...message.standings, checkpoint: message.checkpoint };
}
