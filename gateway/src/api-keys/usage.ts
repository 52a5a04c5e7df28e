import type { Knex } from 'knex';
import type { ApiKeyUsageDay } from '@courtside/events';

/** How many days of use the API keys list shows per key. */
export const usageDays = 14;

/** The `days` UTC days ending with `today` (YYYY-MM-DD), oldest first. */
export function lastDays(today: string, days = usageDays): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) =>
    new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Each key's requests on each of the last `usageDays` days up to `today`, zeros included. */
export async function usageOf(
  knex: Knex | Knex.Transaction,
  keyIds: number[],
  today: string,
): Promise<Map<number, ApiKeyUsageDay[]>> {
  const days = lastDays(today);
  const rows: { api_key_id: number; day: string; requests: number }[] = keyIds.length
    ? await knex('api_key_usage')
        .whereIn('api_key_id', keyIds)
        .whereBetween('day', [days[0] ?? today, today])
        .select('api_key_id', knex.raw(`to_char(day, 'YYYY-MM-DD') AS day`), 'requests')
    : [];
  const counted = new Map(rows.map((row) => [`${row.api_key_id} ${row.day}`, row.requests]));
  return new Map(
    keyIds.map((id) => [
      id,
      days.map((day) => ({ day, requests: counted.get(`${id} ${day}`) ?? 0 })),
    ]),
  );
}
