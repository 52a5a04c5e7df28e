import express, { type Router } from 'express';
import type { AreaDeps } from '../area-deps';
import { createCaptcha } from '../captcha/captcha';
import { captchaRoutes } from '../captcha/routes';
import { createMailer } from '../mail/mailer';
import { appointmentRoutes } from './appointment-routes';
import { contactRoutes } from './contact-routes';
import type { ThreadFeed } from './thread-feed';

// Used when no key is configured (tests); config.ts gives the development key otherwise.
const fallbackKey = 'courtside-test-captcha-hmac-key-0123456789';

/** The public forms (contact, appointments), their captcha and their admin screens. */
export function publicFormRoutes(deps: AreaDeps, feed: ThreadFeed): Router {
  const { config } = deps;
  const captcha = createCaptcha({
    hmacKey: config.captchaHmacKey ?? fallbackKey,
    maxNumber: config.captchaMaxNumber ?? 100_000,
    clock: deps.clock,
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom ?? 'Courtside <no-reply@courtside.local>',
    outboxDir: config.mailOutboxDir ?? '.data/outbox',
  });
  const formDeps = {
    knex: deps.knex,
    logger: deps.logger,
    captcha,
    mailer,
    feed,
    notifyTo: config.contactNotifyTo ?? [],
    appUrl: config.appUrl ?? 'http://localhost:3000',
  };
  const router = express.Router();
  router.use(captchaRoutes(captcha), contactRoutes(formDeps), appointmentRoutes(formDeps));
  return router;
}
