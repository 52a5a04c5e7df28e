import { describe, expect, it } from 'vitest';
import type { ContestRow } from '../db/tables';
import { ContestRowMemory } from './contest-memory';

const row = (id: number, A1: number) =>
  ({ id, A1, status: 'in_progress' }) as unknown as ContestRow;

/** A batch of scores alone from `stored` to `next` that wrote these rows and committed. */
function scored(memory: ContestRowMemory, stored: string | null, next: string, rows: ContestRow[]) {
  memory.begin(stored, next);
  memory.stageRows(rows);
  memory.commit();
}

describe("the live runner's memory of contest rows", () => {
  it('gives back what the last batch of scores committed while the contests stand where it left them', () => {
    const memory = new ContestRowMemory();
    scored(memory, null, '5:1', [row(7, 20), row(8, 3)]);
    memory.begin('5:1', '6:1');
    expect(memory.rows([8, 7])).toEqual([row(8, 3), row(7, 20)]);
  });

  it('reads from the table when any one of the contests is not remembered', () => {
    const memory = new ContestRowMemory();
    scored(memory, null, '5:1', [row(7, 20)]);
    memory.begin('5:1', '6:1');
    expect(memory.rows([7, 9])).toBeNull();
  });

  it('forgets everything after a batch that was not scores alone', () => {
    const memory = new ContestRowMemory();
    scored(memory, null, '5:1', [row(7, 20)]);
    memory.begin('5:1', '6:1');
    memory.commit();
    memory.begin('6:1', '7:1');
    expect(memory.rows([7])).toBeNull();
  });

  it('forgets everything once someone else moved the contests (a standby, a rebuild)', () => {
    const memory = new ContestRowMemory();
    scored(memory, null, '5:1', [row(7, 20)]);
    memory.begin('9:4', '10:1');
    expect(memory.rows([7])).toBeNull();
  });

  it('keeps nothing of a batch that failed, and trusts nothing after it', () => {
    const memory = new ContestRowMemory();
    scored(memory, null, '5:1', [row(7, 20)]);
    memory.begin('5:1', '6:1');
    memory.stageRows([row(7, 99)]);
    memory.rollback();
    memory.begin('5:1', '6:1');
    expect(memory.rows([7])).toBeNull();
  });

  it('keeps copies, so a row changed after it was staged or given is not what the table holds', () => {
    const memory = new ContestRowMemory();
    const staged = row(7, 20);
    scored(memory, null, '5:1', [staged]);
    (staged as { A1: number }).A1 = 99;
    memory.begin('5:1', '6:1');
    const [given] = memory.rows([7]) ?? [];
    (given as { A1: number }).A1 = 42;
    expect(memory.rows([7])).toEqual([row(7, 20)]);
  });

  it('holds at most its limit, letting the contests scored longest ago go first', () => {
    const memory = new ContestRowMemory(2);
    scored(memory, null, '1:1', [row(1, 1), row(2, 2)]);
    scored(memory, '1:1', '2:1', [row(1, 11), row(3, 3)]);
    memory.begin('2:1', '3:1');
    expect(memory.rows([2])).toBeNull();
    expect(memory.rows([1, 3])).toEqual([row(1, 11), row(3, 3)]);
  });
});
