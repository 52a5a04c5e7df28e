import type { Knex } from 'knex';
import type { AdminLicence, LicenceHistoryStep } from '@courtside/events';
import { NotFoundError } from '../errors';
import { rmSchema } from '../db/tables';
import { paginate, type ListQuery, type Page } from './paging';

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Filters of the licences preview. */
export interface LicenceFilter {
  club_id?: number;
  season?: string;
  kind?: 'player' | 'official';
  status?: 'active' | 'revoked';
  search?: string;
}

const licenceColumns = [
  'l.id',
  'l.kind',
  'l.status',
  'l.club_id',
  'c.name as club_name',
  'l.season',
  'l.first_name',
  'l.last_name',
  'l.cyrillic_first_name',
  'l.cyrillic_last_name',
  'l.birth_place',
  'l.ebr',
  'l.jmbg',
  'l.photo',
  'l.number',
  'l.position',
  'l.role',
  'l.licence_number',
  'l.issued_at',
  'l.revision',
];

type LicenceRow = Omit<AdminLicence, 'history' | 'issued_at'> & { issued_at: Date };

function licenceQuery(knex: Knex, filter: LicenceFilter) {
  const query = knex(`${rmSchema}.licences as l`)
    .leftJoin(`${rmSchema}.clubs as c`, 'c.id', 'l.club_id')
    .select([...licenceColumns, knex.raw(`to_char(l.birth_date, 'YYYY-MM-DD') as birth_date`)]);
  if (filter.club_id !== undefined) query.where('l.club_id', filter.club_id);
  if (filter.season) query.where('l.season', filter.season);
  if (filter.kind) query.where('l.kind', filter.kind);
  if (filter.status) query.where('l.status', filter.status);
  if (filter.search) {
    const text = like(filter.search);
    query.where((q) =>
      q
        .whereILike('l.first_name', text)
        .orWhereILike('l.last_name', text)
        .orWhereILike('l.licence_number', text)
        .orWhereILike('l.ebr', text),
    );
  }
  return query;
}

async function histories(knex: Knex, ids: number[]): Promise<Map<number, LicenceHistoryStep[]>> {
  const rows = (await knex(`${rmSchema}.licence_history as h`)
    .leftJoin(`${rmSchema}.clubs as c`, 'c.id', 'h.club_id')
    .whereIn('h.licence_id', ids)
    .orderBy(['h.licence_id', 'h.revision'])
    .select('h.*', 'c.name as club_name')) as (Omit<LicenceHistoryStep, 'at'> & {
    licence_id: number;
    at: Date;
  })[];
  const map = new Map<number, LicenceHistoryStep[]>();
  for (const { licence_id: id, at, ...step } of rows) {
    const list = map.get(id) ?? [];
    list.push({
      action: step.action,
      club_id: step.club_id,
      club_name: step.club_name,
      from_club_id: step.from_club_id,
      season: step.season,
      reason: step.reason,
      at: at.toISOString(),
    });
    map.set(id, list);
  }
  return map;
}

async function withHistory(knex: Knex, rows: LicenceRow[]): Promise<AdminLicence[]> {
  const steps = await histories(
    knex,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    issued_at: row.issued_at.toISOString(),
    history: steps.get(row.id) ?? [],
  }));
}

/** The licences preview: a page of licences matching the filters, by last and first name. */
export async function pageLicences(
  knex: Knex,
  filter: LicenceFilter,
  list: ListQuery,
): Promise<Page<AdminLicence>> {
  const page = await paginate<LicenceRow, LicenceRow>(
    licenceQuery(knex, filter),
    list,
    [
      { column: 'l.kind', order: 'desc' },
      { column: 'l.last_name', order: 'asc' },
      { column: 'l.first_name', order: 'asc' },
      { column: 'l.id', order: 'asc' },
    ],
    (row) => row,
  );
  return { ...page, data: await withHistory(knex, page.data) };
}

/** Every licence matching the filters (the printable view), at most 1000. */
export async function allLicences(knex: Knex, filter: LicenceFilter): Promise<AdminLicence[]> {
  const rows = (await licenceQuery(knex, filter)
    .orderBy([
      { column: 'l.kind', order: 'desc' },
      { column: 'l.last_name', order: 'asc' },
      { column: 'l.first_name', order: 'asc' },
    ])
    .limit(1000)) as LicenceRow[];
  return withHistory(knex, rows);
}

/** One licence with its history; 404 when there is none. */
export async function findLicence(knex: Knex, id: number): Promise<AdminLicence> {
  const row = (await licenceQuery(knex, {}).where('l.id', id).first()) as LicenceRow | undefined;
  if (!row) throw new NotFoundError();
  const [licence] = await withHistory(knex, [row]);
  if (!licence) throw new NotFoundError();
  return licence;
}

/** The seasons licences were issued for, newest first (the preview's season filter). */
export async function licenceSeasons(knex: Knex): Promise<string[]> {
  const rows = (await knex(`${rmSchema}.licences`)
    .distinct('season')
    .orderBy('season', 'desc')) as {
    season: string;
  }[];
  return rows.map((row) => row.season);
}

/** What a licences CSV is checked against: the clubs, and who holds each active JMBG. */
export async function licenceImportLookups(knex: Knex) {
  const clubs = (await knex(`${rmSchema}.clubs`).select('id', 'name')) as {
    id: number;
    name: string;
  }[];
  const holders = (await knex(`${rmSchema}.licences as l`)
    .join(`${rmSchema}.clubs as c`, 'c.id', 'l.club_id')
    .where('l.status', 'active')
    .whereNotNull('l.jmbg')
    .select('l.jmbg', 'c.name as club')) as { jmbg: string; club: string }[];
  return { clubs, holders: new Map(holders.map((row) => [row.jmbg, row.club])) };
}
