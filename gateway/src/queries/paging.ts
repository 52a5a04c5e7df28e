import type { Knex } from 'knex';
import * as yup from 'yup';
import { validate } from '../http/validate';

const pageNumber = yup.number().typeError('validNumber').integer('validNumber');
const listSchema = yup.object({
  page: pageNumber.min(1, 'validNumber').default(1),
  per_page: pageNumber.min(1, 'validNumber').max(100, 'validNumber').default(10),
  search: yup.string().trim().max(255, 'invalid').default(''),
});

/** `?page&per_page&search` of an admin list: page size 10 unless asked. */
export interface ListQuery {
  page: number;
  perPage: number;
  search: string;
}

export function listQuery(query: unknown): ListQuery {
  const parsed = validate(listSchema, query);
  return { page: parsed.page, perPage: parsed.per_page, search: parsed.search };
}

/** An admin list answer, in the spec's paginated shape. */
export interface Page<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

/**
 * Runs a filtered query twice: once counted, once for the page in the given order (newest, the
 * highest id, first unless the caller orders otherwise).
 */
export async function paginate<Row, T>(
  query: Knex.QueryBuilder,
  list: ListQuery,
  order: { column: string; order: 'asc' | 'desc' }[],
  toItem: (row: Row) => T,
): Promise<Page<T>> {
  const counted = await query
    .clone()
    .clearSelect()
    .clearOrder()
    .count<{ count: string }[]>('* as count');
  const total = Number(counted[0]?.count ?? 0);
  const rows = (await query
    .clone()
    .orderBy(order)
    .limit(list.perPage)
    .offset((list.page - 1) * list.perPage)) as Row[];
  return {
    data: rows.map(toItem),
    meta: {
      current_page: list.page,
      per_page: list.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / list.perPage)),
    },
  };
}

/** A LIKE pattern matching the text anywhere, with LIKE's own wildcards taken literally. */
export function containing(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
