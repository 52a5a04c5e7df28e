import type { Knex } from 'knex';
import type { Logger } from 'pino';
import {
  compareCheckpoints,
  rooms,
  type ChangeNotice,
  type ServerToClientEvents,
} from '@courtside/events';
import { publicStandingsTable } from '../queries/league-views';
import { contestsOfRows, readForFanOut } from './fan-out-read';
import { addNotice, carriedRows, noPendingNotices, type PendingNotices } from './pending-notices';
import type { CourtsideIo } from './socket-types';

const roomPattern = /^(league|contest):(\d+)$/;

/**
 * Turns change notices into pushes for this gateway's own sockets. Notices that arrive while a
 * fan-out runs are merged and handled by one more pass, so a burst costs a few reads, not one
 * per notice. Rooms without local sockets are skipped: other gateways serve theirs.
 */
export function createFanOut(io: CourtsideIo, knex: Knex, logger: Logger) {
  const lastSent = new Map<string, string>();
  // The table each followed league was last pushed with: a score during play leaves it as it
  // was, and then no standings push goes out (it is the largest message, to every follower).
  const lastTable = new Map<number, string>();
  let pending: PendingNotices | null = null;
  let running: Promise<void> | null = null;

  const adapter = io.of('/').adapter;
  adapter.on('delete-room', (room: string) => {
    lastSent.delete(room);
    const match = roomPattern.exec(room);
    if (match?.[1] === 'league') lastTable.delete(Number(match[2]));
  });

  const hasSockets = (room: string) => (adapter.rooms.get(room)?.size ?? 0) > 0;

  function send<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    checkpoint: string,
    build: (previous: string | null) => Parameters<ServerToClientEvents[E]>[0],
  ): void {
    const message = build(lastSent.get(room) ?? null);
    lastSent.set(room, checkpoint);
    // io.local: every gateway hears the notice itself; the adapter must not relay this.
    (io.local.to(room).emit as (event: E, message: unknown) => boolean)(event, message);
  }

  async function run(batch: PendingNotices): Promise<void> {
    const contestIds = new Set(batch.contests);
    const leagueIds = new Set(batch.leagues);
    if (batch.all) {
      for (const room of adapter.rooms.keys()) {
        const match = roomPattern.exec(room);
        if (match?.[1] === 'contest') contestIds.add(Number(match[2]));
        if (match?.[1] === 'league') leagueIds.add(Number(match[2]));
      }
    }
    const followed = [...adapter.rooms.keys()].filter((room) => roomPattern.test(room));
    if (followed.length === 0) return;
    // A contest matters here if its own room is followed, or if any league room is (its
    // league is only known after reading it).
    const anyLeagueRoom = followed.some((room) => room.startsWith('league:'));
    const wanted = [...contestIds].filter((id) => anyLeagueRoom || hasSockets(rooms.contest(id)));
    // Rows the notices carried are pushed as they are: no read after a live save's batch.
    const rows = carriedRows(batch, wanted);
    const { checkpoint: read, contests } = rows
      ? { checkpoint: null, contests: contestsOfRows(rows) }
      : await readForFanOut(knex, wanted);
    const checkpoint = compareCheckpoints(read, batch.checkpoint) >= 0 ? read : batch.checkpoint;
    if (checkpoint === null) return;

    for (const contest of contests) {
      leagueIds.add(contest.league_id);
      for (const room of [rooms.contest(contest.id), rooms.league(contest.league_id)]) {
        if (!hasSockets(room)) continue;
        send(room, 'contest:updated', checkpoint, (previous) => ({
          checkpoint,
          previous,
          contest,
        }));
      }
    }
    for (const leagueId of leagueIds) {
      const room = rooms.league(leagueId);
      if (!hasSockets(room)) continue;
      if (!batch.all && batch.standings && !batch.standings.has(leagueId)) continue;
      const standings = await publicStandingsTable(knex, leagueId);
      if (!standings) continue;
      // A recomputation can leave the table as it was (a postponement): compare it, whatever
      // checkpoint it was read at, with the one last pushed. A notice for everything (a resync
      // or a rebuild) or one that did not say what it recomputed pushes it regardless.
      const table = JSON.stringify({ ...standings, checkpoint: null });
      const unchanged = lastTable.get(leagueId) === table;
      lastTable.set(leagueId, table);
      if (unchanged && !batch.all && batch.standings) continue;
      send(room, 'standings:updated', checkpoint, (previous) => ({
        checkpoint,
        previous,
        league_id: leagueId,
        standings,
      }));
    }
  }

  async function drain(): Promise<void> {
    while (pending) {
      const batch = pending;
      pending = null;
      try {
        await run(batch);
      } catch (error) {
        logger.error({ err: error }, 'change-notice fan-out failed');
      }
    }
    running = null;
  }

  return {
    /** Queues a notice; starts a pass unless one is running, which will pick it up. */
    notify(notice: ChangeNotice): void {
      pending ??= noPendingNotices();
      addNotice(pending, notice);
      running ??= drain();
    },
    /** Resolves when no pass is running (for a clean shutdown). */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}
