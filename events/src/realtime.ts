/** Socket.IO messages shared by gateway and web. Path: /socket.io */
import type { AuditEntry } from './audit';
import type { Dashboard } from './operations';
import type { PublicContest, PublicStandingsTable } from './read-models';
import type { RecordingBooking } from './recording/read-models';
import type { WorkflowRow } from './workflow/read-models';

export type FollowTarget = { league: number } | { contest: number };

/** `retry`: the refusal was the server's trouble, not the target's: follow again after a while. */
export type FollowAck =
  { ok: true; checkpoint: string | null } | { ok: false; message: string; retry?: boolean };

/**
 * Every push names the checkpoint it reflects and the checkpoint of the previous push this
 * server sent to the same room. A client whose last seen checkpoint for the room is older
 * than `previous` missed something and refetches over HTTP; so does every reconnecting client.
 */
export interface ContestUpdatedMessage {
  checkpoint: string;
  previous: string | null;
  contest: PublicContest;
}

export interface StandingsUpdatedMessage {
  checkpoint: string;
  previous: string | null;
  league_id: number;
  /** The table without contests; those arrive as contest:updated. */
  standings: PublicStandingsTable;
}

/**
 * New audit-log rows, oldest first, pushed to the super-admins' 'admin:logs' room after the
 * projection batch that wrote them. `complete` is false when the batch wrote more rows than
 * one message carries: refetch GET /api/logs.
 */
export interface AuditAppendedMessage {
  checkpoint: string;
  previous: string | null;
  rows: AuditEntry[];
  complete: boolean;
}

/** The whole dashboard after a change, pushed to the admins' 'admin:dashboard' room. */
export interface DashboardUpdatedMessage {
  checkpoint: string;
  previous: string | null;
  dashboard: Dashboard;
}

/** A thread as the threads screen lists it, pushed when a visitor opens one. */
export interface ThreadOpenedMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  state: 'open';
  created_at: string;
}

/**
 * Recording bookings after a change (issue 11): to the club's room ('club:<id>', its approved
 * representatives) and to the administrators' 'admin:recordings' room.
 */
export interface BookingsUpdatedMessage {
  checkpoint: string;
  previous: string | null;
  bookings: RecordingBooking[];
}

/**
 * A workflow after its read model changed (a step, a log line, its outcome, a retry), with its
 * whole log, pushed to the super-admins' 'admin:workflows' room (issue 12).
 */
export interface WorkflowUpdatedMessage {
  checkpoint: string;
  previous: string | null;
  workflow: WorkflowRow;
}

export interface ServerToClientEvents {
  'contest:updated': (message: ContestUpdatedMessage) => void;
  'standings:updated': (message: StandingsUpdatedMessage) => void;
  'audit:appended': (message: AuditAppendedMessage) => void;
  'dashboard:updated': (message: DashboardUpdatedMessage) => void;
  /** A visitor's new contact-form thread, to the super-admins' 'admin:threads' room. */
  'thread:opened': (message: ThreadOpenedMessage) => void;
  'bookings:updated': (message: BookingsUpdatedMessage) => void;
  'workflow:updated': (message: WorkflowUpdatedMessage) => void;
}

export interface ClientToServerEvents {
  follow: (target: FollowTarget, ack: (answer: FollowAck) => void) => void;
  unfollow: (target: FollowTarget, ack?: (answer: FollowAck) => void) => void;
  /** Joins 'admin:logs' when the socket's session is a super-admin's; else ok: false. */
  'follow:logs': (ack: (answer: FollowAck) => void) => void;
  /** Joins 'admin:dashboard' when the socket's session is a signed-in admin's; else ok: false. */
  'follow:dashboard': (ack: (answer: FollowAck) => void) => void;
  /** Joins 'admin:threads' when the socket's session is a super-admin's; else ok: false. */
  'follow:threads': (ack: (answer: FollowAck) => void) => void;
  /**
   * Joins the room of the session's club (an approved representative) or 'admin:recordings'
   * (an admin with list.leagues); else ok: false.
   */
  'follow:bookings': (ack: (answer: FollowAck) => void) => void;
  /** Joins 'admin:workflows' when the socket's session is a super-admin's; else ok: false. */
  'follow:workflows': (ack: (answer: FollowAck) => void) => void;
}

/** Room names; only the server joins sockets to rooms. */
export const rooms = {
  league: (id: number) => `league:${id}`,
  contest: (id: number) => `contest:${id}`,
  /** Super-admins watching the audit log. */
  adminLogs: 'admin:logs',
  /** Admins watching the operations dashboard. */
  adminDashboard: 'admin:dashboard',
  /** Super-admins watching the contact-form threads. */
  adminThreads: 'admin:threads',
  /** A club's approved representatives watching their recording bookings. */
  club: (id: number) => `club:${id}`,
  /** Admins handling recording bookings. */
  adminRecordings: 'admin:recordings',
  /** Super-admins watching the workflows screen. */
  adminWorkflows: 'admin:workflows',
} as const;
