import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { LastWrites } from './last-writes';

// With no rows to write, the statements need no column types, so no database.
const noDatabase = {} as Knex.Transaction;

describe("a batch's writes left to its last statement", () => {
  it("moves each league's updated_at once, to the latest time any projection gave it", async () => {
    const last = new LastWrites();
    last.touchLeague(10, new Date('2026-11-29T10:00:05Z'));
    last.touchLeague(11, new Date('2026-11-29T09:00:00Z'));
    last.touchLeague(10, new Date('2026-11-29T10:00:01Z'));
    const statements = await last.statements(noDatabase, 'rm');
    expect(statements).toHaveLength(1);
    expect(statements[0]?.sql).toMatch(/^UPDATE "rm"\.leagues AS l/);
    expect(statements[0]?.sql).toContain('unnest($1::int[])');
    expect(statements[0]?.params).toEqual([
      ['10', '11'],
      ['2026-11-29T10:00:05.000Z', '2026-11-29T09:00:00.000Z'],
    ]);
  });

  it('has nothing to add when the batch left nothing', async () => {
    const last = new LastWrites();
    last.write({ table: 'audit_log', rows: [] });
    expect(await last.statements(noDatabase, 'rm')).toEqual([]);
  });

  it('refuses a second write of the same table, which one statement could not do safely', () => {
    const last = new LastWrites();
    last.write({ table: 'audit_state', rows: [{ model: 'contest', model_id: 1, state: '{}' }] });
    expect(() =>
      last.write({ table: 'audit_state', rows: [{ model: 'contest', model_id: 2, state: '{}' }] }),
    ).toThrow("audit_state is already written at the batch's end");
  });
});
