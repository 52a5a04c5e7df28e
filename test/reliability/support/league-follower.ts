import type {
  ClientToServerEvents,
  FollowAck,
  PublicSchedule,
  ServerToClientEvents,
} from '@courtside/events';
import { io, type Socket } from 'socket.io-client';
import { FOLLOW_ACK_TIMEOUT_MS, QUERY_RETRIES } from '../../../web/src/config/constants';
import {
  applySchedulePush,
  followRetryDelayMs,
  keepNewerPushes,
  RoomCursor,
  toLiveSchedule,
  type LiveSchedule,
} from '../../../web/src/lib/live-sync';

/**
 * One browser tab on a league's page, reduced to what it does with the live connection
 * (web/src/lib/socket.ts and the league page's useLeagueRoom): it loads the schedule over
 * HTTP, follows `league:<id>`, applies each contest push through the web app's own gap rule
 * (RoomCursor) and, after a reconnect, a lost ack or a gap, follows again and refetches.
 */
export class LeagueFollower {
  readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  view: LiveSchedule | null = null;
  reconnects = 0;
  refetches = 0;
  /** HTTP answers that landed after a push newer than them (the push was kept). */
  overtaken = 0;
  /** The last things this tab did, for a failing assertion's message. */
  readonly trace: string[] = [];
  /** Refetches that failed (no answer or a non-2xx), for a failing assertion's message. */
  failures: string[] = [];
  private cursor = new RoomCursor();
  private connectedBefore = false;
  private loading = false;
  private again = false;

  constructor(
    private readonly url: string,
    private readonly leagueId: number,
  ) {
    this.socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      // The browser keeps socket.io's default back-off (1 s doubling up to 5 s); a 1 s cap only
      // shortens the wait for the restarted gateway, the reconnect path is the same.
      reconnectionDelayMax: 1_000,
    });
    this.socket.on('connect', () => {
      const reconnected = this.connectedBefore;
      this.connectedBefore = true;
      if (reconnected) this.reconnects += 1;
      // The server forgot our room with the connection: follow again and, after a drop,
      // refetch what may have been missed meanwhile.
      this.follow();
      if (reconnected) void this.refetch();
    });
    this.socket.on('contest:updated', (message) => {
      const action = this.cursor.pushed(message);
      this.note(`push ${message.contest.id}@${message.checkpoint}<${message.previous} ${action}`);
      if (action === 'refetch') return void this.refetch();
      if (this.view) this.view = applySchedulePush(this.view, message);
    });
    void this.refetch();
  }

  private follow(attempt = 0): void {
    this.socket
      .timeout(FOLLOW_ACK_TIMEOUT_MS)
      .emitWithAck('follow', { league: this.leagueId })
      .then((ack: FollowAck) => {
        if (!ack.ok) {
          this.note(`ack refused${ack.retry ? ', following again' : ''}`);
          // As web/src/lib/socket.ts does: the server's own trouble is followed again later.
          if (ack.retry) {
            setTimeout(() => {
              if (this.socket.connected) this.follow(attempt + 1);
            }, followRetryDelayMs(attempt));
          }
          return;
        }
        const loaded = this.view ? this.view.checkpoint : undefined;
        const action = this.cursor.followed(ack.checkpoint, [loaded]);
        this.note(`ack ${ack.checkpoint} over ${loaded} ${action}`);
        if (action === 'refetch') void this.refetch();
      })
      .catch(() => {
        // No ack in time: we may or may not be in the room; HTTP is the source of truth.
        void this.refetch();
        if (this.socket.connected) this.follow();
      });
  }

  /**
   * Loads the schedule as the web's query does: one request at a time, a refetch asked for
   * meanwhile runs once more after it, and a network error or a 5xx is retried QUERY_RETRIES
   * times with React Query's back-off (1 s, 2 s, 4 s) before the view waits for the next cue.
   */
  private async refetch(): Promise<void> {
    this.refetches += 1;
    if (this.loading) {
      this.again = true;
      return;
    }
    this.loading = true;
    try {
      do {
        this.again = false;
        await this.load();
      } while (this.again);
    } finally {
      this.loading = false;
    }
  }

  private async load(): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await fetch(`${this.url}/api/leagues/${this.leagueId}/public-schedule`);
        if (response.ok) {
          const schedule = (await response.json()) as PublicSchedule;
          // As the web's query does (structuralSharing): a push that overtook this answer stays.
          const answer = toLiveSchedule(schedule);
          this.view = keepNewerPushes(this.view ?? undefined, answer);
          if (this.view !== answer) this.overtaken += 1;
          this.note(`answer @${schedule.checkpoint}${this.view !== answer ? ' overtaken' : ''}`);
          if (this.cursor.loaded(schedule.checkpoint) === 'refetch') this.again = true;
          return;
        }
        this.failures.push(`HTTP ${response.status}`);
        if (response.status < 500) return;
      } catch (error) {
        this.failures.push(
          error instanceof Error ? String(error.cause ?? error.message) : String(error),
        );
      }
      if (attempt >= QUERY_RETRIES) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(1_000 * 2 ** attempt, 30_000)));
    }
  }

  private note(line: string): void {
    this.trace.push(line);
    if (this.trace.length > 12) this.trace.shift();
  }

  close(): void {
    this.socket.disconnect();
  }
}
