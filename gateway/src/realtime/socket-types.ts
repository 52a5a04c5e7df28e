import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@courtside/events';

/** The typed Socket.IO server gateway runs. */
export type CourtsideIo = Server<ClientToServerEvents, ServerToClientEvents>;
/** One client's connection to it. */
export type CourtsideSocket = Socket<ClientToServerEvents, ServerToClientEvents>;
