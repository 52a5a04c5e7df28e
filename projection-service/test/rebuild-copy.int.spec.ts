import { randomUUID } from 'node:crypto';
import { streams, type EventStore } from '@courtside/events';
import { exampleLeague } from '@courtside/events/examples';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildReadModels } from '../src';
import { LogCapture, snapshot, useProjectionRun } from './harness';

// A rebuild streams the audit log into its fresh tables with COPY, in PostgreSQL's text format,
// where a tab ends a column, a newline a row and a backslash starts an escape: text holding
// them (a browser's user agent, a name typed with a backslash) must come back unchanged.
const awkward = 'Ime\\Tim\t"A"\nB\r\\N';

async function seed(store: EventStore) {
  const written = await store.append(
    streams.league(41),
    [
      {
        type: 'LeagueCreated',
        data: exampleLeague({ leagueId: 41, name: `Liga ${awkward}`, numberOfTeams: 4 }),
      },
      {
        type: 'TeamRegistered',
        data: { leagueId: 41, team: { id: 411, name: awkward, fullName: null, city: null } },
      },
    ].map(({ type, data }) => ({
      id: randomUUID(),
      type,
      data,
      metadata: {
        actor: { kind: 'official', id: '7' },
        ip: '127.0.0.1',
        userAgent: `Mozilla/5.0\t${awkward}`,
        correlationId: randomUUID(),
        causationId: null,
        at: '2026-03-07T18:00:00.000Z',
      },
    })),
    { expectedRevision: 'any' },
  );
  return written.position;
}

const run = useProjectionRun({ seed });

describe('when a log with tabs, newlines and backslashes in its text is rebuilt', () => {
  let built: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    built = await snapshot(run.harness.knex);
  });

  it('logged the awkward text live, to compare with', () => {
    const agents = built['audit_log']?.map((row) => row['user_agent']);
    expect(agents).toContain(`Mozilla/5.0\t${awkward}`);
  });

  it('yields the audit log and every other read model unchanged', async () => {
    await rebuildReadModels({
      knex: run.harness.knex,
      store: run.harness.store,
      logger: new LogCapture().logger,
    });
    expect(await snapshot(run.harness.knex)).toEqual(built);
  });
});
