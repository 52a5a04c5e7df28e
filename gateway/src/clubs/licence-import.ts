import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import { licenceSchemaFor, messageRefOf } from '@courtside/events';
import * as yup from 'yup';
import type { AreaDeps } from '../area-deps';
import { receiveFile } from '../competitions/uploads';
import { importSummary, importValidRows, readCsv, type CheckedRow } from '../csv-import';
import type { AccountRow } from '../db/tables';
import { localeOf, translate, type Locale } from '../i18n';
import { licenceImportLookups } from '../queries/licence-register';
import { needClubs } from './need';

/** Columns a licences CSV may have; a header row names them, in any order. */
export const licenceImportColumns = [
  'kind',
  'club',
  'season',
  'first_name',
  'last_name',
  'birth_date',
  'birth_place',
  'ebr',
  'jmbg',
  'number',
  'position',
  'role',
  'licence_number',
] as const;
type Column = (typeof licenceImportColumns)[number];
const required: Column[] = ['club', 'season', 'first_name', 'last_name'];

/** One CSV row as the preview shows it: the licence it would issue, and what is wrong. */
export interface LicenceImportRow extends CheckedRow {
  body: Record<string, unknown>;
  club: string | null;
}

/** 23.04.2006 or 2006-04-23 → 2006-04-23; anything else is left for the schema to refuse. */
function isoDate(text: string): string {
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/.exec(text);
  if (!dotted) return text;
  const [, day = '', month = '', year = ''] = dotted;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * Checks every row with the licence command's own schema (JMBG digits, check digit and birth
 * date included), then what only the register knows: the club exists, and the JMBG is neither
 * licensed already (naming the club) nor repeated in the file. Writes nothing.
 */
export async function previewLicenceImport(
  knex: Knex,
  buffer: Buffer,
  locale: Locale,
): Promise<LicenceImportRow[]> {
  const records = readCsv(buffer, licenceImportColumns, required);
  const { clubs, holders } = await licenceImportLookups(knex);
  const jmbgCounts = new Map<string, number>();
  for (const record of records) {
    const jmbg = (record.jmbg ?? '').trim();
    if (jmbg) jmbgCounts.set(jmbg, (jmbgCounts.get(jmbg) ?? 0) + 1);
  }
  return records.map((record, index) => {
    const text = (column: Column) => (record[column] ?? '').trim();
    const clubText = text('club').toLowerCase();
    const club =
      clubs.find((c) => String(c.id) === clubText || c.name.trim().toLowerCase() === clubText) ??
      null;
    const kind = text('kind').toLowerCase() === 'official' ? 'official' : 'player';
    const number = text('number');
    const body: Record<string, unknown> =
      kind === 'official'
        ? {
            kind,
            club_id: club?.id ?? null,
            season: text('season'),
            first_name: text('first_name'),
            last_name: text('last_name'),
            role: text('role').toLowerCase(),
            licence_number: text('licence_number'),
          }
        : {
            kind,
            club_id: club?.id ?? null,
            season: text('season'),
            first_name: text('first_name'),
            last_name: text('last_name'),
            birth_date: isoDate(text('birth_date')),
            birth_place: text('birth_place') || null,
            ebr: text('ebr') || null,
            jmbg: text('jmbg'),
            number: number === '' ? null : /^\d+$/.test(number) ? Number(number) : number,
            position: text('position') || null,
          };
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);
    try {
      licenceSchemaFor(body).validateSync(body, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof yup.ValidationError)) throw error;
      for (const inner of error.inner.length > 0 ? error.inner : [error]) {
        const field = inner.path === 'club_id' ? 'club' : inner.path || 'body';
        const ref = messageRefOf(inner.message);
        if (field === 'club' && !club && text('club')) continue;
        add(field, translate(locale, ref.key, ref.params));
      }
    }
    if (text('club') && !club) add('club', translate(locale, 'noSuchClub'));
    const jmbg = kind === 'player' ? text('jmbg') : '';
    if (jmbg && !errors.jmbg) {
      const holder = holders.get(jmbg);
      if ((jmbgCounts.get(jmbg) ?? 0) > 1) add('jmbg', translate(locale, 'jmbgInFile'));
      else if (holder) add('jmbg', translate(locale, 'jmbgTaken', { club: holder }));
    }
    return { line: index + 2, body, club: club?.name ?? null, errors };
  });
}

/**
 * `POST /admin/licences/import/preview` (multipart, field "file"): every row with its errors,
 * writing nothing. `POST /admin/licences/import`: the same check, then each valid row is issued
 * as its own licence; a row refused meanwhile (the same JMBG issued by someone else) is skipped
 * and listed with command-service's reason.
 */
export function licenceImportRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();

  router.post('/admin/licences/import/preview', needClubs, async (req, res) => {
    const file = await receiveFile(req, res, 'file', 'invalidUpload');
    const rows = await previewLicenceImport(knex, file.buffer, localeOf(req));
    res.json({ data: rows, meta: importSummary(rows) });
  });

  router.post('/admin/licences/import', needClubs, async (req: Request, res) => {
    const file = await receiveFile(req, res, 'file', 'invalidUpload');
    const rows = await previewLicenceImport(knex, file.buffer, localeOf(req));
    const account = res.locals.account as AccountRow;
    const answer = await importValidRows(deps, req, account, rows, {
      path: '/licences',
      bodyOf: (row) => row.body,
      fallbackField: 'body',
    });
    res.status(201).json(answer);
  });

  return router;
}
