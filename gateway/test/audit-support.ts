import pg from 'pg';
import pino from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@courtside/events';
import { createPostgresEventStore, type PostgresEventStore } from '@courtside/events/store';
import { createGateway, type AccountKind, type Gateway } from '../src/index';
import { TestBrowser } from './browser';
import { testConfig } from './harness';
import { newSignedIn } from './signed-in';
import { startStack, type Stack } from './stack';

export const official = {
  kind: 'official' as const,
  id: '7',
  ip: '198.51.100.7',
  ua: 'Firefox/133',
};
export const admin = { kind: 'admin' as const, id: '1', ip: '203.0.113.1', ua: 'Chrome/131' };

type AuditSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A stack whose contest has a history worth auditing (two score updates and a finish by an
 * official, then an admin's correction) and a gateway given the event store, which the logs
 * and history routes read from.
 */
export interface AuditStack {
  stack: Stack;
  /** The gateway with the event store; the stack's own gateway has none. */
  url: string;
  /** The public contest as the site showed it right after the first final result. */
  shownWhenFinished: Record<string, unknown>;
  finishedRevision: number;
  /** A browser signed in as a new account of the kind with the roles. */
  signedIn(kind: AccountKind, roles?: string[]): Promise<TestBrowser>;
  /** A socket carrying the browser's cookies, disconnected by close(). */
  socketOf(browser?: TestBrowser): AuditSocket;
  close(): Promise<void>;
}

export async function startAuditStack(): Promise<AuditStack> {
  const stack = await startStack();
  let pool: pg.Pool | undefined;
  let store: PostgresEventStore | undefined;
  let gateway: Gateway | undefined;
  const opened: AuditSocket[] = [];
  const close = async () => {
    for (const socket of opened) socket.disconnect();
    await gateway?.close();
    await store?.close();
    await pool?.end();
    await stack.close();
  };
  try {
    const { commands } = stack.command;
    const meta = (who: typeof official | typeof admin) => ({
      actor: { kind: who.kind, id: who.id },
      ip: who.ip,
      userAgent: who.ua,
    });
    const contestId = stack.contestId;
    let result = await commands.recordScores(
      contestId,
      { A1: 20, A2: 18, B1: 15, B2: 16, expected_revision: stack.contestRevision },
      meta(official),
    );
    // All four periods; the admin's correction later changes only B4.
    const allPeriods = (B4: number) => ({
      A1: 20,
      A2: 18,
      A3: 20,
      A4: 22,
      B1: 15,
      B2: 16,
      B3: 20,
      B4,
    });
    result = await commands.recordScores(
      contestId,
      { ...allPeriods(21), expected_revision: result.revision },
      meta(official),
    );
    result = await commands.finishContest(
      contestId,
      { expected_revision: result.revision },
      meta(official),
    );
    const finishedRevision = result.revision;
    await stack.projection.waitFor(result.position);
    const shownWhenFinished = (
      await new TestBrowser(stack.url).request('GET', `/api/contests/${contestId}`)
    ).body as Record<string, unknown>;
    // The admin corrects a period: a new score and a confirming finish, in one append.
    result = await commands.recordScores(
      contestId,
      { ...allPeriods(25), expected_revision: result.revision },
      meta(admin),
    );
    await stack.projection.waitFor(result.position);

    // A gateway with the event store, as main.ts and scripts/app.ts give it one.
    pool = new pg.Pool({ connectionString: stack.gateway.database.url, max: 3 });
    store = createPostgresEventStore({ pool });
    gateway = createGateway({
      config: testConfig(stack.gateway.database.url),
      knex: stack.gateway.knex,
      store,
      logger: pino({ level: 'silent' }),
    });
    const url = `http://127.0.0.1:${await gateway.listen(0)}`;

    return {
      stack,
      url,
      shownWhenFinished,
      finishedRevision,
      async signedIn(kind, roles = []) {
        return (await newSignedIn(url, stack.gateway.knex, kind, roles)).browser;
      },
      socketOf(browser) {
        const cookie = browser
          ? [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
          : undefined;
        const socket: AuditSocket = connect(url, {
          path: '/socket.io',
          transports: ['websocket'],
          forceNew: true,
          extraHeaders: cookie ? { cookie } : {},
        });
        opened.push(socket);
        return socket;
      },
      close,
    };
  } catch (error) {
    // Set-up failed half-way: let go of what it opened, or the test database cannot be dropped.
    await close();
    throw error;
  }
}
