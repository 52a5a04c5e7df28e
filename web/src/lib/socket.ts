import type {
  ClientToServerEvents,
  ContestUpdatedMessage,
  FollowAck,
  FollowTarget,
  ServerToClientEvents,
  StandingsUpdatedMessage,
} from '@courtside/events';
import { io, type Socket } from 'socket.io-client';
import { create } from 'zustand';
import { FOLLOW_ACK_TIMEOUT_MS, SOCKET_PATH } from '../config/constants';
import { followRetryDelayMs } from './live-sync';

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type LiveStatus = 'connecting' | 'live' | 'offline';

/** Connection state for the "live" badge; screens still work over HTTP when offline. */
export const useLiveStatus = create<{ status: LiveStatus }>(() => ({ status: 'connecting' }));

export interface RoomSubscriber {
  target: FollowTarget;
  onFollowed?(ack: FollowAck): void;
  /** The connection came back (or an ack never came): pushes may have been missed. */
  onResync?(): void;
  onContest?(message: ContestUpdatedMessage): void;
  onStandings?(message: StandingsUpdatedMessage): void;
}

const subscribers = new Set<RoomSubscriber>();
let socket: LiveSocket | null = null;
let connectedBefore = false;

function sameTarget(a: FollowTarget, b: FollowTarget): boolean {
  if ('league' in a) return 'league' in b && a.league === b.league;
  return 'contest' in b && a.contest === b.contest;
}

function followOne(live: LiveSocket, subscriber: RoomSubscriber, attempt = 0) {
  // Follows again later unless the screen left the room or the connection dropped (the
  // reconnect follows every room anew).
  const again = () =>
    setTimeout(() => {
      if (subscribers.has(subscriber) && live.connected) followOne(live, subscriber, attempt + 1);
    }, followRetryDelayMs(attempt));
  live
    .timeout(FOLLOW_ACK_TIMEOUT_MS)
    .emitWithAck('follow', subscriber.target)
    .then((ack) => {
      if (!subscribers.has(subscriber)) return;
      // A refusal of the server's own (its database) is not the room's answer: without this,
      // the screen would stay out of the room and show no score again until a reload.
      if (!ack.ok && ack.retry) return void again();
      subscriber.onFollowed?.(ack);
    })
    .catch(() => {
      // No ack in time: we may or may not be in the room; HTTP is the source of truth, and
      // following again makes sure of the room (joining twice is harmless).
      if (!subscribers.has(subscriber)) return;
      subscriber.onResync?.();
      again();
    });
}

function connect(): LiveSocket {
  if (socket) return socket;
  const live: LiveSocket = io({ path: SOCKET_PATH, withCredentials: true });
  live.on('connect', () => {
    useLiveStatus.setState({ status: 'live' });
    const reconnected = connectedBefore;
    connectedBefore = true;
    // The server forgets our rooms when the connection drops, so every room is followed again
    // and, after a drop, every screen refetches what it may have missed meanwhile.
    for (const subscriber of subscribers) {
      followOne(live, subscriber);
      if (reconnected) subscriber.onResync?.();
    }
  });
  live.on('disconnect', () => useLiveStatus.setState({ status: 'offline' }));
  live.on('connect_error', () => useLiveStatus.setState({ status: 'offline' }));
  live.on('contest:updated', (message) => {
    for (const subscriber of subscribers) {
      const { target } = subscriber;
      const matches =
        ('league' in target && target.league === message.contest.league_id) ||
        ('contest' in target && target.contest === message.contest.id);
      if (matches) subscriber.onContest?.(message);
    }
  });
  live.on('standings:updated', (message) => {
    for (const subscriber of subscribers) {
      const { target } = subscriber;
      if ('league' in target && target.league === message.league_id)
        subscriber.onStandings?.(message);
    }
  });
  socket = live;
  return live;
}

/** Joins a room (the server decides whether we may) and returns the way out of it. */
export function followRoom(subscriber: RoomSubscriber): () => void {
  const live = connect();
  subscribers.add(subscriber);
  if (live.connected) followOne(live, subscriber);
  return () => {
    subscribers.delete(subscriber);
    const stillWanted = [...subscribers].some((other) =>
      sameTarget(other.target, subscriber.target),
    );
    if (!stillWanted && live.connected) live.emit('unfollow', subscriber.target);
  };
}
