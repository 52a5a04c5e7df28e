import { describe, expect, it } from 'vitest';
import { AuditStateMemory } from './audit-memory';

/** A batch from `stored` to `next` that wrote these states and committed. */
function committed(memory: AuditStateMemory, stored: string | null, next: string, states: object) {
  memory.begin(stored, next);
  for (const [key, state] of Object.entries(states)) memory.stage(key, state);
  memory.commit();
}

describe("the live runner's memory of audit states", () => {
  it('gives back what the last batch committed while the audit log stands where it left it', () => {
    const memory = new AuditStateMemory();
    committed(memory, null, '5:1', { 'contest:7': { A1: 20 } });
    memory.begin('5:1', '6:1');
    expect(memory.get('contest:7')).toEqual({ A1: 20 });
  });

  it('forgets everything once someone else moved the audit log (a standby, a rebuild)', () => {
    const memory = new AuditStateMemory();
    committed(memory, null, '5:1', { 'contest:7': { A1: 20 } });
    memory.begin('9:4', '10:1');
    expect(memory.get('contest:7')).toBeUndefined();
  });

  it('keeps nothing of a batch that failed, and trusts nothing after it', () => {
    const memory = new AuditStateMemory();
    committed(memory, null, '5:1', { 'contest:7': { A1: 20 } });
    memory.begin('5:1', '6:1');
    memory.stage('contest:7', { A1: 99 });
    memory.rollback();
    memory.begin('5:1', '6:1');
    expect(memory.get('contest:7')).toBeUndefined();
  });

  it('keeps a copy, so a state changed after it was staged is not what the table holds', () => {
    const memory = new AuditStateMemory();
    const state = { A1: 20 };
    committed(memory, null, '5:1', { 'contest:7': state });
    state.A1 = 99;
    memory.begin('5:1', '6:1');
    expect(memory.get('contest:7')).toEqual({ A1: 20 });
  });

  it('holds at most its limit, letting the models untouched longest go first', () => {
    const memory = new AuditStateMemory(2);
    committed(memory, null, '1:1', { 'team:1': { n: 1 }, 'team:2': { n: 2 } });
    committed(memory, '1:1', '2:1', { 'team:1': { n: 11 }, 'team:3': { n: 3 } });
    memory.begin('2:1', '3:1');
    expect(memory.get('team:2')).toBeUndefined();
    expect(memory.get('team:1')).toEqual({ n: 11 });
    expect(memory.get('team:3')).toEqual({ n: 3 });
  });
});
