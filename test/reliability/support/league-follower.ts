import type {
  ClientToServerEvents,
  FollowAck,
  PublicSchedule,
  ServerToClientEvents,
} from '@courtside/events';
import { io, type Socket } from 'socket.io-client';
import {
  applySchedulePush,
  RoomCursor,
  toLiveSchedule,
  type LiveSchedule,
} from '../../../web/src/lib/live-sync';

/** The web app's wait for a follow ack (web/src/config/constants.ts). */
const FOLLOW_ACK_TIMEOUT_MS = 5_000;

/**
 * One browser tab on a league's page, reduced to what it does with the live connection
 * (web/src/lib/socket.ts and the league page's useLeagueRoom): it loads the schedule over
 * HTTP, follows `league:<id>`, applies each contest push through the web app's own gap rule
 * (RoomCursor) and, after a reconnect, a lost ack or a gap, follows again and refetches.
 * socket.io-client reconnects with its default back-off, as in the browser.
 */
export class LeagueFollower {
  readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  view: LiveSchedule | null = null;
  reconnects = 0;
  refetches = 0;
  private cursor = new RoomCursor();
  private connectedBefore = false;
  private latestRequest = 0;

  constructor(
    private readonly url: string,
    private readonly leagueId: number,
  ) {
    this.socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
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
      if (this.cursor.pushed(message) === 'refetch') return void this.refetch();
      if (this.view) this.view = applySchedulePush(this.view, message);
    });
    void this.refetch();
  }

  private follow(): void {
    this.socket
      .timeout(FOLLOW_ACK_TIMEOUT_MS)
      .emitWithAck('follow', { league: this.leagueId })
      .then((ack: FollowAck) => {
        if (!ack.ok) return;
        const loaded = this.view ? this.view.checkpoint : undefined;
        if (this.cursor.followed(ack.checkpoint, [loaded]) === 'refetch') void this.refetch();
      })
      .catch(() => {
        // No ack in time: we may or may not be in the room; HTTP is the source of truth.
        void this.refetch();
        if (this.socket.connected) this.follow();
      });
  }

  /** Loads the schedule; only the newest request's answer is taken, as a query cache would. */
  private async refetch(): Promise<void> {
    const request = ++this.latestRequest;
    this.refetches += 1;
    try {
      const response = await fetch(`${this.url}/api/leagues/${this.leagueId}/public-schedule`);
      if (!response.ok) return;
      const schedule = (await response.json()) as PublicSchedule;
      if (request !== this.latestRequest) return;
      this.view = toLiveSchedule(schedule);
      if (this.cursor.loaded(schedule.checkpoint) === 'refetch') void this.refetch();
    } catch {
      // The gateway is down; the reconnect that follows refetches.
    }
  }

  close(): void {
    this.socket.disconnect();
  }
}
