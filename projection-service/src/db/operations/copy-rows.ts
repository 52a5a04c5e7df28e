import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { toText } from './write-rows';

/** Rows a chunk of the COPY stream carries: big enough for few writes, small enough to stream. */
const rowsPerChunk = 2_000;

/**
 * Appends rows to a table with `COPY … FROM STDIN` on the transaction's own connection: no
 * statement to parse or plan, no array parameters to unpack, the rows streamed in PostgreSQL's
 * text format. For a rebuild's fresh tables only (COPY has no ON CONFLICT): the caller knows no
 * row is there yet. Every row must have every one of `columns` (null for NULL).
 */
export async function copyRows(
  trx: Knex.Transaction,
  schema: string,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<void> {
  if (rows.length === 0) return;
  // Inside a transaction knex answers the transaction's connection, and releasing it is a no-op.
  const connection = (await trx.client.acquireConnection()) as pg.ClientBase;
  const target = `${quote(schema)}.${quote(table)} (${columns.map(quote).join(', ')})`;
  const stream = connection.query(copyFrom(`COPY ${target} FROM STDIN`));
  await pipeline(Readable.from(chunks(columns, rows)), stream);
}

function* chunks(
  columns: readonly string[],
  rows: ReadonlyArray<Record<string, unknown>>,
): Generator<string> {
  let chunk = '';
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as Record<string, unknown>;
    let line = '';
    for (let column = 0; column < columns.length; column++) {
      const text = toText(row[columns[column] as string]);
      line += (column === 0 ? '' : '\t') + (text === null ? '\\N' : escape(text));
    }
    chunk += `${line}\n`;
    if ((index + 1) % rowsPerChunk === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** COPY's text format: backslash, tab, newline and carriage return escaped by a backslash. */
function escape(text: string): string {
  return /[\\\t\n\r]/.test(text)
    ? text
        .replaceAll('\\', '\\\\')
        .replaceAll('\t', '\\t')
        .replaceAll('\n', '\\n')
        .replaceAll('\r', '\\r')
    : text;
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
