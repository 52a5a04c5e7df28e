/**
 * Scenario 5, memory: the services' memory after a full collection, idle and with 1,000
 * sockets following (score-to-screen.ts takes the readings), as KB a socket.
 */
import type { ChildProcess } from 'node:child_process';
import { nextMessage } from './children';
import type { ServerAnswer, ServerRequest } from './server';
import { figure, type Figure } from './stats';

export interface MemoryResult {
  /** Resident memory (RSS) after a full collection. */
  idleMb: Figure;
  loadedMb: Figure;
  kbPerSocket: Figure;
  /** Live memory after a full collection: V8's heap in use and JS objects' external memory.
   * Absent in results from before it was measured. */
  heapIdleMb?: Figure;
  heapLoadedMb?: Figure;
  heapKbPerSocket?: Figure;
}

/** One reading of the services' memory: resident, and live after a full collection (MB). */
export interface MemoryReading {
  mb: number;
  heapMb: number;
}

export async function memoryOf(server: ChildProcess): Promise<MemoryReading> {
  const answer = nextMessage<ServerAnswer>(server, (m) => m.type === 'memory');
  server.send({ type: 'memory' } satisfies ServerRequest);
  return (await answer) as MemoryReading;
}

/** KB a socket: each sample with 1,000 sockets against the median idle one, RSS and live. */
export function memoryFigures(idle: MemoryReading[], loaded: MemoryReading[]): MemoryResult {
  const perSocket = (pick: (reading: MemoryReading) => number) => {
    const idleMb = figure(idle.map(pick));
    return {
      idleMb,
      loadedMb: figure(loaded.map(pick)),
      kbPerSocket: figure(
        loaded.map((reading) => ((pick(reading) - idleMb.median) * 1024) / 1_000),
      ),
    };
  };
  const resident = perSocket((reading) => reading.mb);
  const live = perSocket((reading) => reading.heapMb);
  return {
    ...resident,
    heapIdleMb: live.idleMb,
    heapLoadedMb: live.loadedMb,
    heapKbPerSocket: live.kbPerSocket,
  };
}
