import type { Request } from 'express';
import { parse } from 'csv-parse/sync';
import type { AreaDeps } from './area-deps';
import { forwardCommand } from './commands/forward';
import type { AccountRow } from './db/tables';
import { RelayedError, ValidationError } from './errors';
import { localeOf, translate } from './i18n';

/** What every import preview row has: its line in the file and its problems per field. */
export interface CheckedRow {
  /** Line in the file (the header is line 1). */
  line: number;
  errors: Record<string, string[]>;
}

const maxRows = 1000;

/**
 * Parses an import file: a header row naming columns (any order, any case), comma or semicolon
 * separated, UTF-8 with or without a BOM. A file that does not parse, is empty or too long,
 * lacks a required column or has an unknown one is refused whole (`invalidUpload`).
 */
export function readCsv(
  buffer: Buffer,
  known: readonly string[],
  required: readonly string[],
): Record<string, string>[] {
  const firstLine = buffer.subarray(0, 4096).toString('utf8').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  let records: Record<string, string>[];
  try {
    records = parse(buffer, {
      bom: true,
      delimiter,
      columns: (header: string[]) => header.map((column) => column.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as Record<string, string>[];
  } catch {
    throw new ValidationError({ file: ['invalidUpload'] });
  }
  if (records.length === 0 || records.length > maxRows) {
    throw new ValidationError({ file: ['invalidUpload'] });
  }
  const columns = Object.keys(records[0] ?? {});
  if (
    required.some((column) => !columns.includes(column)) ||
    columns.some((column) => !known.includes(column))
  ) {
    throw new ValidationError({ file: ['invalidUpload'] });
  }
  return records;
}

/** The counts a preview or an import answers with. */
export function importSummary(rows: CheckedRow[]) {
  const valid = rows.filter((row) => Object.keys(row.errors).length === 0).length;
  return { total: rows.length, valid, invalid: rows.length - valid };
}

/**
 * Sends each valid row as its own command, then waits for the read models to hold the last
 * one. A row command-service refuses meanwhile (it changed since the check) is skipped and
 * keeps command-service's reason, or `invalid` under `fallbackField` when it gave none.
 * Answers the 201 body: the rows imported, the rows skipped and the counts.
 */
export async function importValidRows<Row extends CheckedRow>(
  deps: AreaDeps,
  req: Request,
  account: AccountRow,
  rows: Row[],
  command: { path: string; bodyOf(row: Row): unknown; fallbackField: string },
) {
  const locale = localeOf(req);
  const imported: { line: number; id: number }[] = [];
  let position: string | null = null;
  for (const row of rows.filter((r) => Object.keys(r.errors).length === 0)) {
    try {
      const accepted = await forwardCommand({
        baseUrl: deps.config.commandServiceUrl,
        method: 'POST',
        path: command.path,
        body: command.bodyOf(row),
        req,
        account,
        logger: deps.logger,
      });
      imported.push({ line: row.line, id: Number(accepted.body.id) });
      position = String(accepted.body.position);
    } catch (error) {
      if (!(error instanceof RelayedError) || error.status !== 422) throw error;
      row.errors = (error.fieldTexts(locale) ?? {}) as Record<string, string[]>;
      if (Object.keys(row.errors).length === 0) {
        row.errors = { [command.fallbackField]: [translate(locale, 'invalid')] };
      }
    }
  }
  if (position) await deps.readModels.waitForPosition(position);
  return {
    data: imported,
    skipped: rows.filter((row) => Object.keys(row.errors).length > 0),
    meta: importSummary(rows),
  };
}
