import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Mantine and other React UI kits write style attributes at runtime.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // Socket.IO upgrades to a WebSocket on the same host; older browsers do not count ws: as 'self'.
  connectSrc: ["'self'", 'ws:', 'wss:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

const appHeaders = helmet({ contentSecurityPolicy: { directives } });

// The public widgets under /integrations are made to be embedded in other sites' pages.
const embedHeaders = helmet({
  contentSecurityPolicy: { directives: { ...directives, frameAncestors: ['*'] } },
  frameguard: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
});

/** helmet's headers, with framing allowed only for the embeddable widgets. */
export const securityHeaders: RequestHandler = (req, res, next) =>
  (req.path.startsWith('/integrations/') ? embedHeaders : appHeaders)(req, res, next);

/**
 * helmet's headers for an answer outside /integrations/, worked out once (they depend on no
 * request): the public reads' fast path sets them without running helmet for every request.
 */
export const appHeaderList: readonly (readonly [string, string])[] = (() => {
  const list: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => list.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  appHeaders({} as Request, recorder as unknown as Response, () => undefined);
  return list;
})();
