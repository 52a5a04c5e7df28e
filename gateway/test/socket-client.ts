import { io as connect, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  ContestUpdatedMessage,
  FollowAck,
  FollowTarget,
  ServerToClientEvents,
  StandingsUpdatedMessage,
} from '@courtside/events';

type Received =
  | { event: 'contest:updated'; message: ContestUpdatedMessage }
  | { event: 'standings:updated'; message: StandingsUpdatedMessage };

/** A real Socket.IO client that records every push, so a test can await the one it expects. */
export class TestSocket {
  readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  readonly received: Received[] = [];
  private waiters: { test: (r: Received) => boolean; resolve: (r: Received) => void }[] = [];

  constructor(url: string) {
    this.socket = connect(url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
    this.socket.on('contest:updated', (message) =>
      this.record({ event: 'contest:updated', message }),
    );
    this.socket.on('standings:updated', (message) =>
      this.record({ event: 'standings:updated', message }),
    );
  }

  private record(received: Received): void {
    this.received.push(received);
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.test(received)) return true;
      waiter.resolve(received);
      return false;
    });
  }

  follow(target: FollowTarget): Promise<FollowAck> {
    return this.socket.emitWithAck('follow', target);
  }

  /** Sends anything at all as a follow, the way a broken or hostile client might. */
  followRaw(payload: unknown): Promise<FollowAck> {
    return (this.socket.emitWithAck as (event: string, payload: unknown) => Promise<FollowAck>)(
      'follow',
      payload,
    );
  }

  unfollow(target: FollowTarget): Promise<FollowAck> {
    return this.socket.emitWithAck('unfollow', target);
  }

  /** Resolves with the first push (already received or still to come) that passes the test. */
  next<E extends Received['event']>(
    event: E,
    test: (message: Extract<Received, { event: E }>['message']) => boolean = () => true,
  ): Promise<Extract<Received, { event: E }>['message']> {
    const matches = (r: Received): boolean => r.event === event && test(r.message as never);
    const already = this.received.find(matches);
    if (already) return Promise.resolve(already.message as never);
    return new Promise((resolve) =>
      this.waiters.push({ test: matches, resolve: (r) => resolve(r.message as never) }),
    );
  }

  of<E extends Received['event']>(event: E): Extract<Received, { event: E }>['message'][] {
    return this.received.filter((r) => r.event === event).map((r) => r.message as never);
  }

  close(): void {
    this.socket.disconnect();
  }
}
