import type { Checkpoint } from './port';

export interface DeferredCheckpoint {
  /** Writes this checkpoint now (after a batch that reacted), dropping any one deferred. */
  save(checkpoint: Checkpoint): Promise<void>;
  /** Writes this checkpoint within `delayMs` (after a batch that needed nothing done). */
  defer(checkpoint: Checkpoint): void;
  /** Writes the deferred checkpoint, if any, now; a reactor's close() calls it last. */
  flush(): Promise<void>;
}

/**
 * A reactor's checkpoint that a batch with nothing to react to does not write at once: at one
 * save after another (a live game), writing it after every score was a statement per save for
 * each reactor, on the same two cores as the save's own path. A crash loses at most `delayMs`
 * of progress, and the reactor reads those events again: reactors are idempotent, and the
 * events they skip they skip again. A failed deferred write is reported and left to the next.
 */
export function deferredCheckpoint(options: {
  write(checkpoint: Checkpoint): Promise<void>;
  onError(error: unknown): void;
  delayMs?: number;
}): DeferredCheckpoint {
  const delayMs = options.delayMs ?? 1_000;
  let due: Checkpoint | null = null;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const writeDue = (): Promise<void> => {
    stop();
    const checkpoint = due;
    due = null;
    if (checkpoint === null) return writing;
    // In order: a deferred write never lands after, and so over, a later one.
    writing = writing.catch(() => undefined).then(() => options.write(checkpoint));
    return writing;
  };

  return {
    async save(checkpoint) {
      stop();
      due = checkpoint;
      await writeDue();
    },
    defer(checkpoint) {
      due = checkpoint;
      timer ??= setTimeout(() => {
        timer = null;
        writeDue().catch(options.onError);
      }, delayMs).unref();
    },
    flush: writeDue,
  };
}
