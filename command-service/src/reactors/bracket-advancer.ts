import type { ContestFinished, EventStore, RecordedEvent, Subscription } from '@courtside/events';
import { deferredCheckpoint } from '@courtside/events/store';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { CommandDeps } from '../core/deps';
import { migrate } from '../core/ids';
import { advanceBracket } from '../league/plan-commands';
import { readReactorCheckpoint, saveReactorCheckpoint } from './checkpoints';

const reactor = 'bracket-advancer';

export interface Reactor {
  /** Stops reading; waits for the batch in hand to finish. */
  close(): Promise<void>;
}

/**
 * "When a series contest is decided, move the bracket on": after a ContestFinished lands on any
 * contest stream, runs the league's bracket process manager (advanceBracket), outside the
 * request that finished the contest. Restart-safe: it resumes from its checkpoint, and a batch
 * replayed after a crash appends nothing twice, because advanceBracket derives every decision
 * from the streams (a contest already counted is not counted again; next contests get ids keyed by
 * series and number in the series).
 */
export function startBracketAdvancer(options: {
  store: EventStore;
  pool: Pool;
  deps: CommandDeps;
  logger: Logger;
}): Reactor {
  const { store, pool, deps, logger } = options;
  let subscription: Subscription | null = null;
  let closed = false;
  const checkpoints = deferredCheckpoint({
    write: (checkpoint) => saveReactorCheckpoint(pool, reactor, checkpoint),
    onError: (error) => logger.warn({ err: error, reactor }, 'could not save the checkpoint'),
  });
  const started = (async () => {
    // Its own table must exist before the first read, whoever runs migrate() and when.
    await migrate(pool);
    const after = await readReactorCheckpoint(pool, reactor);
    if (closed) return;
    subscription = store.subscribe({
      after,
      async onBatch(events, checkpoint) {
        const finished = leaguesWithFinishedContests(events);
        for (const [leagueId, cause] of finished) {
          await advanceBracket(deps, leagueId, {
            actor: { kind: 'system', id: null },
            correlationId: cause.metadata.correlationId,
            causationId: cause.id,
          });
        }
        // A batch with nothing finished (a score during play) writes its checkpoint later.
        if (finished.size > 0) await checkpoints.save(checkpoint);
        else checkpoints.defer(checkpoint);
      },
      onError(error) {
        logger.error({ err: error, reactor }, 'bracket advancement failed; retrying the batch');
      },
    });
  })().catch((error: unknown) => {
    logger.error({ err: error, reactor }, 'bracket advancement could not start');
  });
  return {
    async close() {
      closed = true;
      await started;
      await subscription?.close();
      await checkpoints.flush().catch((error: unknown) => {
        logger.warn({ err: error, reactor }, 'could not save the checkpoint at close');
      });
    },
  };
}

/** Each league with a contest finished in the batch, once, with the last event finishing one. */
function leaguesWithFinishedContests(events: RecordedEvent[]): Map<number, RecordedEvent> {
  const leagues = new Map<number, RecordedEvent>();
  for (const event of events) {
    // An administrator's late entry finishes a game as well.
    if (event.type !== 'ContestFinished' && event.type !== 'ResultEntered') continue;
    const { leagueId } = event.data as ContestFinished['data'];
    leagues.set(leagueId, event);
  }
  return leagues;
}
