import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { rooms, type ChangeNotice } from '@courtside/events';
import { superAdminRole } from '../auth/roles';
import { workflowById } from '../queries/workflows';
import { answerFollow, refusal } from './follow-answer';
import { adminRoom, joinIfAllowed, pruneRoom } from './room-access';
import type { CourtsideIo, CourtsideSocket } from './socket-types';

/**
 * The live workflows screen: a socket asking 'follow:workflows' joins 'admin:workflows' only
 * when its handshake session belongs to a still active super-admin (as the workflow routes
 * require). After a projection batch that touched workflows, each touched run (progress, log,
 * outcome) is read again and pushed to that room on this gateway (io.local: every gateway hears
 * the notice itself). Notices arriving during a push fold into the next one.
 */
export function createWorkflowsLive(options: { io: CourtsideIo; knex: Knex; logger: Logger }) {
  const { io, knex, logger } = options;
  const room = rooms.adminWorkflows;
  const need = adminRoom(superAdminRole);
  let previous: string | null = null;
  let pending: { ids: Set<number>; checkpoint: string } | null = null;
  let running: Promise<void> | null = null;

  io.on('connection', (socket: CourtsideSocket) => {
    answerFollow(socket, 'follow:workflows', { knex, logger }, async () =>
      refusal(await joinIfAllowed(knex, socket, room, need)),
    );
  });

  async function push(ids: Set<number>, checkpoint: string): Promise<void> {
    await pruneRoom(io, knex, room, need);
    if ((io.of('/').adapter.rooms.get(room)?.size ?? 0) === 0) return;
    for (const id of ids) {
      const workflow = await workflowById(knex, id);
      if (!workflow) continue;
      io.local.to(room).emit('workflow:updated', { checkpoint, previous, workflow });
      previous = checkpoint;
    }
  }

  async function drain(): Promise<void> {
    while (pending) {
      const batch = pending;
      pending = null;
      await push(batch.ids, batch.checkpoint).catch((error: unknown) =>
        logger.error({ err: error }, 'workflows push failed'),
      );
    }
    running = null;
  }

  return {
    /** Queues the workflows a notice touched; starts a push unless one is running. */
    notify(notice: ChangeNotice): void {
      const ids = notice.workflows ?? [];
      if (ids.length === 0) return;
      pending ??= { ids: new Set(), checkpoint: notice.checkpoint };
      for (const id of ids) pending.ids.add(id);
      pending.checkpoint = notice.checkpoint;
      running ??= drain();
    },
    /** Resolves once the running push (and the one queued behind it) is done. */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}
