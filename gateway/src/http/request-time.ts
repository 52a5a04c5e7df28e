import type { RequestHandler, Response } from 'express';
import type { Clock } from '@courtside/events';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types are augmented this way
  namespace Express {
    interface Locals {
      /** The moment this request is handled at, from the gateway's injected clock. */
      now: Date;
    }
  }
}

/** Reads the gateway's clock once per request, so one request never sees two "nows". */
export function requestTime(clock: Clock): RequestHandler {
  return (_req, res, next) => {
    res.locals.now = clock();
    next();
  };
}

/** The request's calendar day (UTC, YYYY-MM-DD): what "today" means for results and reports. */
export function today(res: Response): string {
  return res.locals.now.toISOString().slice(0, 10);
}
