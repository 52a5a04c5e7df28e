import type { Knex } from 'knex';

export interface WriteRowsOptions {
  /** The unique key the rows may clash on. */
  conflict?: readonly string[];
  /** On a clash: keep the stored row ('ignore') or overwrite it with the new columns ('merge'). */
  onConflict?: 'ignore' | 'merge';
}

/** Column types per "schema.table", read from the catalogue once per process. */
const columnTypes = new Map<string, Map<string, string>>();

/**
 * Inserts any number of rows with one statement per set of columns:
 * `INSERT … SELECT FROM unnest($1::text[], $2::text[], …)`, one array parameter per column,
 * each cast to the column's type in SQL. No per-row placeholders (so no 65,535-parameter limit
 * and no query building per row): the cost is one text conversion per cell. A key that is
 * absent or undefined takes the column's default, as in a knex insert.
 */
export async function writeRows(
  trx: Knex.Transaction,
  schema: string,
  table: string,
  rows: readonly object[],
  options: WriteRowsOptions = {},
): Promise<void> {
  for (const statement of await statementsOf(trx, schema, { table, rows, options }, 0)) {
    // Straight to the transaction's pg client: no knex binding rewrite of a large statement.
    await trx.raw(toKnexBindings(statement.sql), statement.params as unknown as Knex.RawBinding[]);
  }
}

/** Rows for one table, as {@link writeRows} takes them. */
export interface TableRows {
  table: string;
  rows: readonly object[];
  options?: WriteRowsOptions;
}

/**
 * Writes several tables' rows in one round trip when each table's rows are one statement (the
 * same columns in every row): the first ones as data-modifying WITH queries of the last, which
 * PostgreSQL runs exactly once each. Otherwise one statement after another, as writeRows.
 */
export async function writeRowsTogether(
  trx: Knex.Transaction,
  schema: string,
  writes: readonly TableRows[],
): Promise<void> {
  const statements = await statementsTogether(trx, schema, writes, 0);
  if (statements.length === 0) return;
  const last = statements.length - 1;
  const sql = statements
    .map((statement, index) =>
      index === last
        ? statement.sql
        : `${index === 0 ? 'WITH' : ','} w${index} AS (${statement.sql})`,
    )
    .join('\n');
  const params = statements.flatMap((statement) => statement.params);
  await trx.raw(toKnexBindings(sql), params as unknown as Knex.RawBinding[]);
}

/**
 * The statements that write `writes`, one a table, their parameters numbered after `offset`,
 * for the caller to send as one. A table whose rows take two statements (two sets of columns)
 * could meet itself on a key, which two WITH queries of one statement may not do: then every
 * table is written here, one statement after another, and none is left to send. With a `gate`
 * (a boolean SQL expression), each statement writes only where it holds, and writes that take
 * two statements are refused instead.
 */
export async function statementsTogether(
  trx: Knex.Transaction,
  schema: string,
  writes: readonly TableRows[],
  offset: number,
  gate?: string,
): Promise<RowsStatement[]> {
  const statements: RowsStatement[] = [];
  for (const write of writes) {
    const from = offset + statements.reduce((sum, statement) => sum + statement.params.length, 0);
    const own = await statementsOf(trx, schema, write, from, gate);
    if (own.length > 1) {
      if (gate) throw new Error(`${write.table}'s rows take two statements; no gate over them`);
      for (const each of writes) await writeRows(trx, schema, each.table, each.rows, each.options);
      return [];
    }
    statements.push(...own);
  }
  return statements;
}

export interface RowsStatement {
  sql: string;
  /** One text array a column, numbered from the statement's offset + 1. */
  params: Array<Array<string | null>>;
}

/** One `INSERT … SELECT FROM unnest(…)` per set of columns, its parameters numbered after `offset`. */
async function statementsOf(
  trx: Knex.Transaction,
  schema: string,
  { table, rows, options = {} }: TableRows,
  offset: number,
  gate?: string,
): Promise<RowsStatement[]> {
  if (rows.length === 0) return [];
  const groups = new Map<string, Array<Record<string, unknown>>>();
  for (const row of rows as ReadonlyArray<Record<string, unknown>>) {
    const columns = Object.keys(row).filter((column) => row[column] !== undefined);
    const signature = columns.join(',');
    const group = groups.get(signature);
    if (group) group.push(row);
    else groups.set(signature, [row]);
  }
  const statements: RowsStatement[] = [];
  for (const [signature, group] of groups) {
    const columns = signature.split(',');
    const types = await typesOf(trx, schema, table, columns);
    const params = columns.map((column) => group.map((row) => toText(row[column])));
    const selected = columns.map((column, index) => castFrom(`u.c${index}`, types.get(column)));
    const conflict = options.conflict ?? [];
    const action =
      options.onConflict === 'merge'
        ? `DO UPDATE SET ${columns
            .filter((column) => !conflict.includes(column))
            .map((column) => `${quote(column)} = excluded.${quote(column)}`)
            .join(', ')}`
        : 'DO NOTHING';
    const first = offset + statements.reduce((sum, statement) => sum + statement.params.length, 0);
    const sql = `INSERT INTO ${quote(schema)}.${quote(table)} (${columns.map(quote).join(', ')})
      SELECT ${selected.join(', ')}
        FROM unnest(${columns.map((_, index) => `$${first + index + 1}::text[]`).join(', ')})
          AS u(${columns.map((_, index) => `c${index}`).join(', ')})${gate ? ` WHERE ${gate}` : ''}
      ${conflict.length > 0 && options.onConflict ? `ON CONFLICT (${conflict.map(quote).join(', ')}) ${action}` : ''}`;
    statements.push({ sql, params });
  }
  return statements;
}

/** Statements as the WITH queries `w0`, `w1` … of one statement, in knex's `?` bindings. */
export function asWithQueries(statements: readonly RowsStatement[]): string[] {
  return statements.map((statement, index) => `w${index} AS (${toKnexBindings(statement.sql)})`);
}

/** knex binds `?`; the statement has none of its own, so `$n` become `?` in order. */
export function toKnexBindings(sql: string): string {
  return sql.replace(/\$\d+/g, '?');
}

async function typesOf(
  trx: Knex.Transaction,
  schema: string,
  table: string,
  columns: readonly string[],
): Promise<Map<string, string>> {
  const key = `${schema}.${table}`;
  const cached = columnTypes.get(key);
  if (cached && columns.every((column) => cached.has(column))) return cached;
  const { rows } = await trx.raw<{ rows: Array<{ name: string; type: string }> }>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type
       FROM pg_attribute
      WHERE attrelid = to_regclass(?) AND attnum > 0 AND NOT attisdropped`,
    [`${quote(schema)}.${quote(table)}`],
  );
  const types = new Map(rows.map((row) => [row.name, row.type]));
  const missing = columns.filter((column) => !types.has(column));
  if (missing.length > 0) throw new Error(`${key} has no column ${missing.join(', ')}`);
  columnTypes.set(key, types);
  return types;
}

/** A text array element cast to the column's type. */
function castFrom(expression: string, type = 'text'): string {
  return `${expression}::${type}`;
}

/**
 * The cell as PostgreSQL's text input reads it: a JS array as an array literal (what pg sends
 * for one), any other object as JSON (jsonb columns).
 */
export function toText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

function arrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((value) => {
    const text = Array.isArray(value) ? arrayLiteral(value) : toText(value);
    if (text === null) return 'NULL';
    return Array.isArray(value)
      ? text
      : `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${elements.join(',')}}`;
}

export function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
