import { Router } from 'express';

/**
 * GET /health/live (process up) and /health/ready: the database answers and the read models
 * exist (projection-service creates them), so a fresh deployment is not sent traffic early.
 */
export function healthRoutes(
  /** Rejects unless the database answers and the read models exist. */
  readModelsExist: () => Promise<void>,
  isListening: () => boolean,
): Router {
  const router = Router();
  router.get('/health/live', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/health/ready', async (_req, res) => {
    try {
      await readModelsExist();
      res.status(isListening() ? 200 : 503).json({ status: isListening() ? 'ok' : 'starting' });
    } catch {
      res.status(503).json({ status: 'starting' });
    }
  });
  return router;
}
