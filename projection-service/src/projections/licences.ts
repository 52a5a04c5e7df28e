import { cyrillicNameColumn, type AdminLicence } from '@courtside/events';
import type { Knex } from 'knex';
import { schemaOf } from '../db/migrate';
import { chunk, defineProjection } from './projection';

/** rm.licences: the admin answer's own columns, issued_at as the driver reads it. */
type LicenceRow = Omit<AdminLicence, 'club_name' | 'issued_at' | 'history'> & { issued_at: Date };

interface HistoryRow {
  licence_id: number;
  revision: number;
  action: 'issued' | 'transferred' | 'revoked';
  club_id: number;
  from_club_id: number | null;
  season: string;
  reason: string | null;
  at: Date;
}

/**
 * rm.licences (each licence as it now is) and rm.licence_history (one row per event). A batch
 * reads the rows it touches once, folds its events onto them and writes them back in one upsert;
 * history rows are keyed by the event's revision, so a replay adds nothing twice.
 */
export const licencesProjection = defineProjection({
  name: 'licences',
  handles: ['PlayerLicenceIssued', 'OfficialLicenceIssued', 'LicenceTransferred', 'LicenceRevoked'],
  async apply(trx: Knex.Transaction, events) {
    const schema = schemaOf(trx);
    const ids = [...new Set(events.map(({ event }) => event.data.licenceId))];
    const existing = (await trx
      .withSchema(schema)
      .table('licences')
      .whereIn('id', ids)
      .select('*')) as LicenceRow[];
    const rows = new Map(existing.map((row) => [row.id, row]));
    const history: HistoryRow[] = [];
    for (const { event, revision, created } of events) {
      const at = new Date(created);
      if (event.type === 'PlayerLicenceIssued' || event.type === 'OfficialLicenceIssued') {
        const { data } = event;
        const player = data.kind === 'player' ? data : null;
        const official = data.kind === 'official' ? data : null;
        rows.set(data.licenceId, {
          id: data.licenceId,
          kind: data.kind,
          status: 'active',
          club_id: data.clubId,
          season: data.season,
          first_name: data.firstName,
          last_name: data.lastName,
          cyrillic_first_name: cyrillicNameColumn(data.cyrillicFirstName),
          cyrillic_last_name: cyrillicNameColumn(data.cyrillicLastName),
          birth_date: player?.birthDate ?? null,
          birth_place: player?.birthPlace ?? null,
          ebr: player?.ebr ?? null,
          jmbg: player?.jmbg ?? null,
          photo: player?.photo ?? null,
          number: player?.number ?? null,
          position: player?.position ?? null,
          role: official?.role ?? null,
          licence_number: official?.licenceNumber ?? null,
          issued_at: at,
          revision,
        });
        history.push({
          licence_id: data.licenceId,
          revision,
          action: 'issued',
          club_id: data.clubId,
          from_club_id: null,
          season: data.season,
          reason: null,
          at,
        });
        continue;
      }
      const row = rows.get(event.data.licenceId);
      if (!row) continue;
      if (event.type === 'LicenceTransferred') {
        rows.set(row.id, {
          ...row,
          club_id: event.data.toClubId,
          season: event.data.season,
          revision,
        });
        history.push({
          licence_id: row.id,
          revision,
          action: 'transferred',
          club_id: event.data.toClubId,
          from_club_id: event.data.fromClubId,
          season: event.data.season,
          reason: event.data.reason,
          at,
        });
      } else {
        rows.set(row.id, { ...row, status: 'revoked', revision });
        history.push({
          licence_id: row.id,
          revision,
          action: 'revoked',
          club_id: row.club_id,
          from_club_id: null,
          season: row.season,
          reason: event.data.reason,
          at,
        });
      }
    }
    for (const part of chunk([...rows.values()], 500)) {
      await trx.withSchema(schema).table('licences').insert(part).onConflict('id').merge();
    }
    for (const part of chunk(history, 500)) {
      await trx.withSchema(schema).table('licence_history').insert(part).onConflict().ignore();
    }
  },
});
