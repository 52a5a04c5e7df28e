import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import type { TeamImportRow } from '@courtside/events';
import type { AccountRow } from '../db/tables';
import { importSummary, importValidRows, readCsv } from '../csv-import';
import type { AreaDeps } from '../area-deps';
import { localeOf, translate, type Locale, type TextKey } from '../i18n';
import { teamImportLookups } from '../queries/catalogue-teams';
import { need } from './need';
import { receiveFile } from './uploads';

/** Columns a teams CSV may have; `name` is the only one required. */
export const importColumns = [
  'name',
  'full_name',
  'region',
  'category',
  'city',
  'arena',
  'link',
  'recreational',
] as const;
type Column = (typeof importColumns)[number];

const truthy = new Set(['1', 'true', 'yes', 'da', 'x']);
const falsy = new Set(['', '0', 'false', 'no', 'ne']);

/** One CSV row as the preview shows it, with what is wrong with it per field. */
export type ImportRow = TeamImportRow;

interface Named {
  id: number;
  name: string;
}

/** A category or arena named by id or by name (any case). */
function lookup(list: Named[], text: string): Named | null {
  const wanted = text.trim().toLowerCase();
  return (
    list.find((item) => String(item.id) === wanted || item.name.trim().toLowerCase() === wanted) ??
    null
  );
}

function isWebUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Checks every row: a name is required and may appear once (in the file and among existing
 * teams), a category or arena must exist, a link must be a web address.
 */
export async function previewImport(
  knex: Knex,
  buffer: Buffer,
  locale: Locale,
): Promise<ImportRow[]> {
  const records = readCsv(buffer, importColumns, ['name']);
  const { categories, arenas, existing } = await teamImportLookups(knex);
  const taken = new Set(existing.map((name) => name.trim().toLowerCase()));
  const counts = new Map<string, number>();
  for (const record of records) {
    const key = (record.name ?? '').toLowerCase();
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return records.map((record, index) => {
    const errors: Record<string, TextKey[]> = {};
    const add = (field: string, key: TextKey) => (errors[field] ??= []).push(key);
    const text = (column: Column) => (record[column] ?? '').trim() || null;
    const name = text('name') ?? '';
    if (!name) add('name', 'required');
    else if (name.length > 255) add('name', 'validName');
    else if ((counts.get(name.toLowerCase()) ?? 0) > 1) add('name', 'duplicateInFile');
    else if (taken.has(name.toLowerCase())) add('name', 'teamNameTaken');
    const categoryText = text('category');
    const category = categoryText ? lookup(categories, categoryText) : null;
    if (categoryText && !category) add('category', 'unknownCategory');
    const arenaText = text('arena');
    const arena = arenaText ? lookup(arenas, arenaText) : null;
    if (arenaText && !arena) add('arena', 'unknownArena');
    const link = text('link');
    if (link && !isWebUrl(link)) add('link', 'validUrl');
    const flag = (text('recreational') ?? '').toLowerCase();
    if (!truthy.has(flag) && !falsy.has(flag)) add('recreational', 'invalid');
    for (const column of ['full_name', 'region', 'city'] as const) {
      if ((text(column) ?? '').length > 255) add(column, 'invalid');
    }
    return {
      line: index + 2,
      name,
      full_name: text('full_name'),
      region: text('region'),
      category: category && { id: category.id, name: category.name },
      city: text('city'),
      arena: arena && { id: arena.id, name: arena.name },
      link,
      recreational: truthy.has(flag),
      errors: Object.fromEntries(
        Object.entries(errors).map(([field, keys]) => [
          field,
          keys.map((k) => translate(locale, k)),
        ]),
      ),
    };
  });
}

/**
 * `POST /admin/teams/import/preview` (multipart, field "file"): every row with its errors;
 * writes nothing. `POST /admin/teams/import`: the same check, then each valid row becomes a
 * team (one TeamCreated each); invalid rows are skipped and listed.
 */
export function importRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();

  router.post('/admin/teams/import/preview', need.teams, async (req, res) => {
    const file = await receiveFile(req, res, 'file', 'invalidUpload');
    const rows = await previewImport(knex, file.buffer, localeOf(req));
    res.json({ data: rows, meta: importSummary(rows) });
  });

  router.post('/admin/teams/import', need.teams, async (req: Request, res) => {
    const file = await receiveFile(req, res, 'file', 'invalidUpload');
    const rows = await previewImport(knex, file.buffer, localeOf(req));
    const account = res.locals.account as AccountRow;
    // A row changed since the check (a category deleted meanwhile) is skipped, saying why.
    const answer = await importValidRows(deps, req, account, rows, {
      path: '/teams',
      bodyOf: (row) => ({
        name: row.name,
        full_name: row.full_name,
        region: row.region,
        category_id: row.category?.id ?? null,
        city: row.city,
        arena_id: row.arena?.id ?? null,
        link: row.link,
        recreational: row.recreational,
      }),
      fallbackField: 'name',
    });
    res.status(201).json(answer);
  });

  return router;
}
