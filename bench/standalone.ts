/**
 * What the single-scenario scripts (commands-only.ts, reads-only.ts) share: their flags, the
 * load average they print, and a fresh `bench_app` database on an embedded PostgreSQL of their own.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedProcess } from '../scripts/embedded-process';
import type { EmbeddedDatabase } from '../scripts/embedded';
import { stopAllChildren } from './children';

export const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `--name value` of the command line, or undefined. */
export function flagOf(argv: string[]): (name: string) => string | undefined {
  return (name) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
}

/** The machine's load average (1, 5 and 15 minutes), as the scripts print it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

function urlOf(serverUrl: string, name: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Starts PostgreSQL in `.data/<folder>` on `port` with an empty `bench_app` database. */
export async function freshAppDatabase(
  folder: string,
  port: number,
): Promise<{ database: EmbeddedDatabase; appUrl: string }> {
  const database = await startEmbeddedProcess(path.join(benchRoot, '.data', folder), port, false);
  const client = new pg.Client({ connectionString: urlOf(database.url, 'postgres') });
  await client.connect();
  try {
    await client.query('DROP DATABASE IF EXISTS bench_app WITH (FORCE)');
    await client.query('CREATE DATABASE bench_app');
  } finally {
    await client.end();
  }
  return { database, appUrl: urlOf(database.url, 'bench_app') };
}

/** Runs a script's `main`; on its end or failure stops its children, then its PostgreSQL. */
export function runStandalone(
  main: () => Promise<void>,
  database: () => EmbeddedDatabase | null,
): void {
  main()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(async () => {
      await stopAllChildren();
      await database()?.stop();
    });
}
