/**
 * The rebuild's log: a realistic multi-season history written through the event store's own
 * PostgreSQL adapter (`createPostgresEventStore().append`, a stream's events in one append,
 * eight appends at a time). Each season has a category and `leaguesPerSeason` leagues of
 * twelve teams playing a double round robin (132 contests), each contest scheduled, entered
 * quarter by quarter and finished: about 805 events a league. Teams are the catalogue's own,
 * created once and registered again every season. It stops once `events` events are stored.
 *
 * `tsx bench/generate.ts <database url> [--events N]` writes one by hand; `npm run bench`
 * keeps its copy in its own database, keyed by `generatorVersion` and the size, and reuses it.
 */
import pg from 'pg';
import pino from 'pino';
import { createPostgresEventStore } from '@courtside/events/store';
import { endPool } from '../scripts/end-pool';
import type { EventStore } from '@courtside/events';
import { categoryCreated, contestEvents, leagueEvents, teamCreated } from './log-events';
import { copySeason, firstYear, leaguesPerSeason, seasonName, teamsPerLeague } from './season-copy';

/** Bump when the generated log changes, so cached copies are made again. */
export const generatorVersion = 2;

const appendsAtOnce = 8;
const minute = 60_000;
const day = 24 * 60 * minute;

/** Circle-method pairings for a double round robin: rounds of [home, away] index pairs. */
function roundRobin(teams: number): [number, number][][] {
  const order = Array.from({ length: teams }, (_, i) => i);
  const rounds: [number, number][][] = [];
  for (let r = 0; r < teams - 1; r++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < teams / 2; i++) {
      const a = order[i] ?? 0;
      const b = order[teams - 1 - i] ?? 0;
      pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    order.splice(1, 0, order.pop() ?? 0);
  }
  return [...rounds, ...rounds.map((round) => round.map(([a, b]) => [b, a] as [number, number]))];
}

/** One season of `leaguesPerSeason` leagues through the adapter; answers the events written. */
async function writeSeason(
  store: EventStore,
  target: number,
  written: number,
  year: number,
): Promise<number> {
  const schedule = roundRobin(teamsPerLeague);
  const seasonStart = new Date(Date.UTC(year, 8, 1));
  await store.append(`category-1`, [categoryCreated(1, seasonName(year), seasonStart)], {
    expectedRevision: 'no_stream',
  });
  written += 1;
  let contestId = 0;
  for (let leagueId = 1; leagueId <= leaguesPerSeason && written < target; leagueId++) {
    const teamIds = Array.from(
      { length: teamsPerLeague },
      (_, i) => (leagueId - 1) * teamsPerLeague + i + 1,
    );
    const league = leagueEvents({
      leagueId,
      categoryId: 1,
      sortIndex: leagueId,
      teamIds,
      startDate: seasonStart,
    });
    await store.append(`league-${leagueId}`, league, { expectedRevision: 'no_stream' });
    written += league.length;
    const contests = schedule.flatMap((pairs, round) =>
      pairs.map(([home, away], slot) => ({
        contestId: (contestId += 1),
        leagueId,
        round: round + 1,
        first: teamIds[home] ?? 0,
        second: teamIds[away] ?? 0,
        time: new Date(seasonStart.getTime() + round * 7 * day + (17 * 60 + slot * 30) * minute),
      })),
    );
    let next = 0;
    await Promise.all(
      Array.from({ length: appendsAtOnce }, async () => {
        for (let i = next++; i < contests.length && written < target; i = next++) {
          const spec = contests[i]!;
          const events = contestEvents(spec, spec.time, spec.contestId);
          await store.append(`contest-${spec.contestId}`, events, {
            expectedRevision: 'no_stream',
          });
          written += events.length;
        }
      }),
    );
  }
  return written;
}

export async function generateLog(
  databaseUrl: string,
  target: number,
  log: (line: string) => void = console.log,
): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: appendsAtOnce + 1 });
  const store = createPostgresEventStore({ pool, logger: pino({ level: 'warn' }) });
  let written = 0;
  try {
    await store.migrate();
    const started = new Date(Date.UTC(firstYear - 1, 7, 1));
    for (let team = 1; team <= teamsPerLeague * leaguesPerSeason && written < target; team++) {
      await store.append(`team-${team}`, [teamCreated(team, started)], {
        expectedRevision: 'no_stream',
      });
      written += 1;
    }
    written = await writeSeason(store, target, written, firstYear);
    log(`generated ${written.toLocaleString('en')} events through the adapter (one season)`);
    const { rows } = await pool.query<{ last: string }>(
      'SELECT max(position)::text AS last FROM public.events',
    );
    const last = rows[0]?.last ?? '0';
    for (let back = 1; written < target; back++) {
      written += await copySeason(pool, back, target - written, last);
    }
    log(`generated ${written.toLocaleString('en')} events (earlier seasons copied in SQL)`);
    return written;
  } finally {
    await store.close();
    await endPool(pool);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, flag, size] = process.argv.slice(2);
  if (!url) {
    console.error('usage: tsx bench/generate.ts <database url> [--events N]');
    process.exit(2);
  }
  const target = flag === '--events' ? Number(size) : 1_000_000;
  generateLog(url, target).then(
    (written) => console.log(`wrote ${written} events`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
