import pg from 'pg';
import type { Logger } from 'pino';
import { CHANGE_NOTICE_CHANNEL, type ChangeNotice } from '@courtside/events';

/** A LISTEN connection that comes back by itself after losing the database. */
export interface NoticeListener {
  /** Resolves once the first LISTEN is in place (or the listener is closed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isSafeInteger(id) && id > 0);

const checkpointPattern = /^\d+:\d+$/;

/** The notice's contest rows when each is one of its contests (else none: they are read). */
function contestRowsOf(value: unknown, contests: readonly number[]) {
  if (!Array.isArray(value)) return null;
  const rows = value as unknown[];
  const named = (row: unknown) =>
    typeof row === 'object' &&
    row !== null &&
    contests.includes(Number((row as { id?: unknown }).id));
  return rows.every(named) ? (rows as Array<Record<string, unknown>>) : null;
}

/** A change notice from its NOTIFY payload, or null when the payload is not one. */
export function parseNotice(payload: string | undefined): ChangeNotice | null {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (typeof value !== 'object' || value === null) return null;
    const notice = value as Record<string, unknown>;
    if (typeof notice.checkpoint !== 'string' || !checkpointPattern.test(notice.checkpoint))
      return null;
    const leagues = notice.leagues ?? [];
    const contests = notice.contests ?? [];
    if (!isIdList(leagues) || !isIdList(contests)) return null;
    const recordings = isIdList(notice.recordings) ? notice.recordings : [];
    const workflows = isIdList(notice.workflows) ? notice.workflows : [];
    // Absent (an older sender): every league in `leagues` may have a new table.
    const standings = isIdList(notice.standings) ? notice.standings : null;
    const audit = notice.audit as { from?: unknown } | undefined;
    const auditFrom =
      typeof audit?.from === 'string' && checkpointPattern.test(audit.from) ? audit.from : null;
    const contestRows = contestRowsOf(notice.contestRows, contests);
    return {
      projection: typeof notice.projection === 'string' ? notice.projection : '',
      checkpoint: notice.checkpoint,
      leagues,
      contests,
      all: notice.all === true,
      ...(standings ? { standings } : {}),
      ...(recordings.length > 0 ? { recordings } : {}),
      ...(workflows.length > 0 ? { workflows } : {}),
      ...(auditFrom ? { audit: { from: auditFrom } } : {}),
      ...(contestRows ? { contestRows } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Listens on the change-notice channel with its own client (a pooled one would be handed to
 * others between queries and lose the LISTEN). On connection loss it reconnects with back-off
 * and calls onReconnect, because notices sent while it was away are gone for good.
 */
export function listenForNotices(options: {
  connectionString: string;
  logger: Logger;
  onNotice(notice: ChangeNotice): void;
  onReconnect(): void;
  /** The connection was lost: notices will be missed until onReconnect. */
  onLost?(): void;
}): NoticeListener {
  const { logger } = options;
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  function scheduleReconnect(): void {
    if (closed || timer) return;
    const delay = Math.min(10_000, 250 * 2 ** failures);
    failures += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, delay);
  }

  async function connect(isReconnect: boolean): Promise<void> {
    const candidate = new pg.Client({ connectionString: options.connectionString });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === candidate) client = null;
      if (!closed) logger.warn({ err: error }, 'change-notice connection lost; reconnecting');
      options.onLost?.();
      scheduleReconnect();
    };
    candidate.on('error', onLost);
    candidate.on('end', () => onLost());
    candidate.on('notification', (message) => {
      if (message.channel !== CHANGE_NOTICE_CHANNEL) return;
      const notice = parseNotice(message.payload);
      if (notice) options.onNotice(notice);
      else logger.warn('ignored a malformed change notice');
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${CHANGE_NOTICE_CHANNEL}`);
    } catch (error) {
      candidate.end().catch(() => {});
      onLost(error instanceof Error ? error : undefined);
      return;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    failures = 0;
    markReady();
    if (isReconnect) options.onReconnect();
  }

  void connect(false);

  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(timer);
      markReady();
      const current = client;
      client = null;
      if (current) await current.end().catch(() => {});
    },
  };
}
