/**
 * Scenario 4: the public league page's reads (standings, schedule, results by date) under
 * autocannon-like load: `connections` keep-alive clients back to back (the lean GET client). The baseline, same run,
 * same server: a static file of the very same size served by the gateway's own static route.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runGetLoad, type LoadResult } from './http-load';
import { figure, type Figure } from './stats';

export const readConnections = 10;

export interface ReadFigures {
  name: string;
  path: string;
  bytes: number;
  courtside: { perSecond: Figure; p99: Figure };
  baseline: { perSecond: Figure; p99: Figure };
  failed: number;
  firstFailure: string | null;
}

export async function publicReads(options: {
  url: string;
  leagueId: number;
  webDist: string;
  reps: number;
  durationMs: number;
  log: (line: string) => void;
}): Promise<ReadFigures[]> {
  const today = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
  const targets = [
    { name: 'standings', path: `/api/leagues/${options.leagueId}/public-standings` },
    { name: 'schedule', path: `/api/leagues/${options.leagueId}/public-schedule` },
    { name: 'results by date', path: `/api/leagues/${today}/contests` },
  ];
  const folder = path.join(options.webDist, 'bench-static');
  await mkdir(folder, { recursive: true });
  const load = (target: string) =>
    runGetLoad({
      url: options.url,
      connections: readConnections,
      durationMs: options.durationMs,
      path: target,
      headers: { accept: 'application/json' },
    });
  const results: ReadFigures[] = [];
  try {
    for (const target of targets) {
      const answer = await fetch(`${options.url}${target.path}`);
      if (!answer.ok) throw new Error(`GET ${target.path}: ${answer.status}`);
      const bytes = (await answer.arrayBuffer()).byteLength;
      const file = `${target.name.replaceAll(' ', '-')}.json`;
      await writeFile(path.join(folder, file), `"${'x'.repeat(Math.max(0, bytes - 2))}"`);
      const staticPath = `/bench-static/${file}`;
      const runs: { courtside: LoadResult; baseline: LoadResult }[] = [];
      options.log(`public reads: ${target.name} (${bytes} bytes)…`);
      for (let rep = 0; rep < options.reps; rep++) {
        runs.push({ courtside: await load(target.path), baseline: await load(staticPath) });
      }
      const failures = runs.map((run) => run.courtside).filter((run) => run.failed > 0);
      results.push({
        name: target.name,
        path: target.path,
        bytes,
        courtside: {
          perSecond: figure(runs.map((run) => run.courtside.perSecond)),
          p99: figure(runs.map((run) => run.courtside.p99)),
        },
        baseline: {
          perSecond: figure(runs.map((run) => run.baseline.perSecond)),
          p99: figure(runs.map((run) => run.baseline.p99)),
        },
        failed: failures.reduce((sum, run) => sum + run.failed, 0),
        firstFailure: failures[0]?.firstFailure ?? null,
      });
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return results;
}
