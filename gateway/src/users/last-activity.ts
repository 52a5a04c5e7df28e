import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';

const minuteMs = 60_000;

/**
 * Keeps accounts.last_activity_at (the users list's "last activity") fresh: after a response to
 * a signed-in account, at most once a minute per account. This gateway remembers when it last
 * wrote, and the UPDATE's own guard keeps several gateways from writing more often either.
 */
export function lastActivity(knex: Knex, logger: Logger): RequestHandler {
  const touched = new Map<number, number>();
  return (_req, res, next) => {
    res.on('finish', () => {
      const account = res.locals.account;
      if (!account || res.statusCode >= 500) return;
      const now = Date.now();
      if (now - (touched.get(account.id) ?? 0) < minuteMs) return;
      touched.set(account.id, now);
      if (touched.size > 10_000) touched.clear();
      knex('accounts')
        .where({ id: account.id })
        .where((w) =>
          w
            .whereNull('last_activity_at')
            .orWhere('last_activity_at', '<', knex.raw("now() - interval '1 minute'")),
        )
        .update({ last_activity_at: knex.fn.now() })
        .catch((error: unknown) => logger.warn({ err: error }, 'last activity not recorded'));
    });
    next();
  };
}
