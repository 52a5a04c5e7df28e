import { compareCheckpoints, type ChangeNotice } from '@courtside/events';

/**
 * How long a write waits for the read models before answering with what they show. A notice
 * ends the wait within milliseconds; the bound only matters when the projection lags (a loaded
 * machine, a projection restarting), and an answer without the user's own change is worse.
 */
export const defaultWaitMs = 15_000;

/** A pending wait for a notice; cancel it when the answer came some other way. */
export interface NoticeWait {
  /** True when a matching notice arrived, false when the time ran out (or the watch closed). */
  promise: Promise<boolean>;
  cancel(): void;
}

/**
 * Read-your-writes: a command's answer carries its position, and the screen that sent it must
 * see its own change in the next read. The gateway already hears every change notice (the
 * projection's checkpoint after each committed batch), so a write waits for the notice that
 * covers its position instead of polling the checkpoints table.
 */
export interface ReadModelWatch {
  /** Every change notice the gateway receives goes through here. */
  notify(notice: ChangeNotice): void;
  /** The LISTEN connection came back: notices sent meanwhile are lost, so waiters re-read. */
  reconnected(): void;
  /**
   * Resolves once the read models reflect `position` (a string checkpoint; anything else
   * resolves at once): when its change notice arrives, or after `timeoutMs` with one fallback
   * read of the checkpoints. Answers whether the read models got there; never rejects: at
   * worst the answer shows slightly older rows.
   */
  waitForPosition(position: unknown, timeoutMs?: number): Promise<boolean>;
  /** Waits for the next notice `matches` accepts, at most `timeoutMs`. Registered at once. */
  nextNotice(matches: (notice: ChangeNotice) => boolean, timeoutMs?: number): NoticeWait;
  /** Resolves every pending wait (the gateway is shutting down). */
  close(): void;
}

interface Waiter {
  matches(notice: ChangeNotice): boolean;
  /** Called on a reconnect: the waiter checks for itself whether it is done. */
  recheck?: () => void;
  settle(noticed: boolean): void;
}

export function createReadModelWatch(options: {
  /** The checkpoint every read model has reached (queries/checkpoints `currentCheckpoint`). */
  readCheckpoint: () => Promise<string | null>;
  defaultTimeoutMs?: number;
}): ReadModelWatch {
  const waiters = new Set<Waiter>();
  const defaultTimeout = options.defaultTimeoutMs ?? defaultWaitMs;
  // The newest checkpoint a notice named: a write it covers needs no wait at all.
  let latest: string | null = null;

  const reached = async (position: string): Promise<boolean> => {
    try {
      const current = await options.readCheckpoint();
      return current !== null && compareCheckpoints(current, position) >= 0;
    } catch {
      // A failed read is only a missed shortcut: the answer reads the rows again anyway.
      return false;
    }
  };

  function nextNotice(
    matches: (notice: ChangeNotice) => boolean,
    timeoutMs = defaultTimeout,
    recheck?: () => void,
  ): NoticeWait {
    let waiter: Waiter | undefined;
    let timer: NodeJS.Timeout | undefined;
    const promise = new Promise<boolean>((resolve) => {
      waiter = {
        matches,
        recheck,
        settle(noticed) {
          clearTimeout(timer);
          waiters.delete(this);
          resolve(noticed);
        },
      };
      waiters.add(waiter);
      timer = setTimeout(() => waiter?.settle(false), Math.max(0, timeoutMs));
    });
    return { promise, cancel: () => waiter?.settle(false) };
  }

  return {
    notify(notice) {
      if (latest === null || compareCheckpoints(notice.checkpoint, latest) > 0) {
        latest = notice.checkpoint;
      }
      for (const waiter of [...waiters]) if (waiter.matches(notice)) waiter.settle(true);
    },

    reconnected() {
      for (const waiter of [...waiters]) waiter.recheck?.();
    },

    async waitForPosition(position, timeoutMs = defaultTimeout) {
      if (typeof position !== 'string') return true;
      if (latest !== null && compareCheckpoints(latest, position) >= 0) return true;
      // Registered before the first read, so a notice sent while it runs is not missed.
      const wait = nextNotice(
        (notice) => compareCheckpoints(notice.checkpoint, position) >= 0,
        timeoutMs,
        () =>
          void reached(position).then((done) => {
            if (done) wait.cancel();
          }),
      );
      // The projection may have caught up before the command's answer came back, or the
      // notice listener may not be connected: one read settles both.
      if (await reached(position)) {
        wait.cancel();
        return true;
      }
      if (await wait.promise) return true;
      // No notice in time (lost hint, listener reconnecting): the bounded fallback read.
      return reached(position);
    },

    nextNotice: (matches, timeoutMs) => nextNotice(matches, timeoutMs),

    close() {
      for (const waiter of [...waiters]) waiter.settle(false);
    },
  };
}
