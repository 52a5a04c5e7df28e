import { CHANGE_NOTICE_CHANNEL, type ChangeNotice } from '@courtside/events';
import type { Knex } from 'knex';

/** PostgreSQL refuses payloads from 8000 bytes; stay well below with room for the channel. */
const maxPayloadBytes = 7000;

/**
 * Sends the change notice. Call it only after the batch committed: listeners re-read the
 * rows it names straight away, and a NOTIFY inside the batch transaction would serialise it
 * with every other notifying transaction.
 */
export async function notifyChanges(knex: Knex, notice: ChangeNotice): Promise<ChangeNotice> {
  let sent = notice;
  let payload = JSON.stringify(sent);
  if (Buffer.byteLength(payload) > maxPayloadBytes) {
    sent = { ...notice, leagues: [], contests: [], all: true };
    payload = JSON.stringify(sent);
  }
  await knex.raw('SELECT pg_notify(?, ?)', [CHANGE_NOTICE_CHANNEL, payload]);
  return sent;
}
