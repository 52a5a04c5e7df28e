import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Captcha } from '../captcha/captcha';
import type { Mailer } from '../mail/mailer';
import type { ThreadFeed } from './thread-feed';

/** What the public forms' routes use. */
export interface PublicFormDeps {
  knex: Knex;
  logger: Logger;
  captcha: Captcha;
  mailer: Mailer;
  feed: ThreadFeed;
  /** Staff told of each new thread when the platform's contact tab names none. */
  notifyTo: string[];
  /** The web app's origin, for the link in the notice. */
  appUrl: string;
}
