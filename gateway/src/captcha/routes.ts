import express, { type Router } from 'express';
import { publicRoute } from '../auth/permissions';
import type { Captcha } from './captcha';

/** `GET /api/captcha/challenge`: a fresh signed challenge for a public form (never cached). */
export function captchaRoutes(captcha: Captcha): Router {
  const router = express.Router();
  router.get('/captcha/challenge', publicRoute, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await captcha.challenge());
  });
  return router;
}
