/** The bench's result files: the JSON as measured, the Markdown table and the SVG chart. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { chart } from './chart';
import { ratio, rows, shown, type BenchResults } from './report';

export function markdown(results: BenchResults): string {
  const m = results.machine;
  const lines = [
    `Measured ${results.when} with \`${results.command}\` in ${results.durationS} s: ${m.cores} cores (${m.cpu}), ${m.ramGb} GB RAM, Node ${m.node}, PostgreSQL ${m.postgres}; load average ${m.loadAtStart.join(' / ')} at start, ${m.loadAtEnd.join(' / ')} at the end. Median of ${results.reps} (min–max).`,
    '',
    '| scenario | Courtside | baseline (same run) | ratio | target | holds |',
    '|---|---|---|---|---|---|',
  ];
  for (const row of rows(results)) {
    const holds = row.holds === null ? '' : row.holds ? 'yes' : 'no';
    const baseline = row.baseline ? `${shown(row.baseline)} ${row.unit}` : '';
    lines.push(
      `| ${row.scenario} | ${shown(row.courtside)} ${row.unit} | ${baseline} | ${ratio(row)} | ${row.target} | ${holds} |`,
    );
  }
  lines.push(
    '',
    `Time by scenario: ${Object.entries(results.phasesS)
      .map(([name, seconds]) => `${name} ${seconds} s`)
      .join(
        ', ',
      )}; ${results.durationS} s in all, budget ${results.budgetS} s (${results.withinBudget ? 'within' : 'OVER'}).`,
    '',
    "Baselines: score → screen, a bare Socket.IO server in its own process sending the same messages to the same sockets (its figure is also the baseline of the push after the answer: it has no save before it), and its floor: the same saves through the commands' floor below (one process), the bare server pushing on its projection's change notice; commands, single-row INSERTs into a copy of `events` at the same concurrency (its p50 in the p50 row), and their floor: two bare node:http servers standing for the gateway and the command-service (in one process and in two, the better counted), the first reading a session row and forwarding, the second storing the events of every save that arrives while a write is in flight in one statement (INSERT into a copy of `events` with pg_notify), and a bare projection woken by that notice folding what was stored into a read-model table with its checkpoint and a change notice in one statement, with the same bodies at the same concurrency; rebuild, one SQL GROUP BY over the same rows, and its floor: the audit log it wrote (a row per event) copied into a fresh table with its primary key and its indexes built after, as the rebuild writes it; public reads, a static file of the same size from the same gateway.",
    '',
  );
  return lines.join('\n');
}

export async function writeResults(folder: string, results: BenchResults): Promise<string[]> {
  await mkdir(folder, { recursive: true });
  const jsonFile = path.join(folder, 'latest.json');
  // Formatted as `npm run lint` wants it, so a fresh result never fails the lint.
  const json = await format(JSON.stringify(results), {
    ...(await resolveConfig(jsonFile)),
    parser: 'json',
  });
  const files = {
    'latest.json': json,
    'latest.md': markdown(results),
    'latest.svg': chart(rows(results), ratio),
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(folder, name), text);
  return Object.keys(files).map((name) => path.join('bench', 'results', name));
}
