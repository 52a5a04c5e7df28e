import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Supervisor } from '../supervisor';

const script = fileURLToPath(new URL('./fixtures/crashing-unit.ts', import.meta.url));
const lines: string[] = [];
const supervisor = new Supervisor({ log: (line) => lines.push(line), initialDelayMs: 100 });

afterAll(async () => {
  await supervisor.stop();
});

describe('when a supervised process crashes', () => {
  it('says so and starts it again, and a stop stops it for good', async () => {
    const ready: number[] = [];
    const unit = supervisor.start({
      name: 'projection-service',
      script,
      output: 'ignore',
      onMessage: (message) => ready.push((message as { pid: number }).pid),
    });
    await vi.waitFor(() => expect(ready).toHaveLength(1), { timeout: 30_000 });

    unit.send('crash');
    await vi.waitFor(() => expect(ready).toHaveLength(2), { timeout: 30_000 });
    expect(lines).toEqual(['projection-service crashed (exit code 1); restarting in 0.1 s']);
    expect(ready[1]).not.toBe(ready[0]);
    expect(unit.restarts).toBe(1);

    // Two crashes in a row wait twice as long.
    unit.send('crash');
    await vi.waitFor(() => expect(ready).toHaveLength(3), { timeout: 30_000 });
    expect(lines[1]).toBe('projection-service crashed (exit code 1); restarting in 0.2 s');

    const last = unit.process;
    await supervisor.stop();
    expect(last?.exitCode ?? last?.signalCode).not.toBeNull();
    expect(unit.process).toBeNull();
    expect(lines).toHaveLength(2);
  });
});
