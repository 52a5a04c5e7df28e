import { CHANGE_NOTICE_CHANNEL, type ChangeNotice } from '@courtside/events';
import type { Knex } from 'knex';

/** PostgreSQL refuses payloads from 8000 bytes; stay well below with room for the channel. */
const maxPayloadBytes = 7000;

/**
 * The notice as it is sent: one that names too many keys to fit becomes a call to refresh
 * everything. Answers it with its payload.
 */
export function noticePayload(notice: ChangeNotice): { sent: ChangeNotice; payload: string } {
  let sent = notice;
  let payload = JSON.stringify(sent);
  if (Buffer.byteLength(payload) > maxPayloadBytes) {
    sent = { ...notice, leagues: [], contests: [], all: true };
    payload = JSON.stringify(sent);
  }
  return { sent, payload };
}

// Room for each carried row's league name, which the statement that sends the notice adds: at
// most 255 characters of up to 4 bytes, with its key and quotes.
const leagueNameBytes = 255 * 4 + 20;

/**
 * The batch's contest rows to carry in its notice (see ChangeNotice.contestRows) as JSON, or
 * null when they would not fit beside it or it already became a call to refresh everything.
 */
export function carriedContestRows(
  sent: ChangeNotice,
  payload: string,
  rows: readonly unknown[],
): string | null {
  if (sent.all || rows.length === 0) return null;
  const json = JSON.stringify(rows);
  // The statement sends jsonb's text, which puts a space after every colon and comma.
  const spaces = (payload.match(/[:,]/g)?.length ?? 0) + (json.match(/[:,]/g)?.length ?? 0);
  const bytes = Buffer.byteLength(payload) + Buffer.byteLength(json) + spaces;
  return bytes + leagueNameBytes * rows.length <= maxPayloadBytes ? json : null;
}

/**
 * Sends the change notice on its own, for work that did not commit it with its rows (a rebuild's
 * swap). The live runner's batch sends its notice in the statement that moves its checkpoints
 * (saveCheckpoints), which PostgreSQL delivers only once that transaction has committed.
 */
export async function notifyChanges(knex: Knex, notice: ChangeNotice): Promise<ChangeNotice> {
  const { sent, payload } = noticePayload(notice);
  await knex.raw('SELECT pg_notify(?, ?)', [CHANGE_NOTICE_CHANNEL, payload]);
  return sent;
}
