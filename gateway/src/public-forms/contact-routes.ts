import express, { type Router } from 'express';
import {
  contactSchema,
  defaultPlatformId,
  threadReplySchema,
  threadStates,
  type ThreadState,
} from '@courtside/events';
import * as yup from 'yup';
import { publicRoute, requires } from '../auth/permissions';
import { superAdminRole } from '../auth/roles';
import type { AccountRow } from '../db/tables';
import { ServiceUnavailableError } from '../errors';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { localeOf } from '../i18n';
import { listQuery } from '../queries/paging';
import { contactNotificationEmails } from '../queries/platform-settings';
import type { PublicFormDeps } from './deps';
import { threadNotice, threadReply } from './mails';
import { addReply, openThread, pageThreads, setThreadState, threadWithMessages } from './threads';

const stateSchema = yup.object({
  state: yup.string().oneOf(threadStates, 'invalid').required('required'),
});
const filterSchema = yup.object({
  state: yup.string().oneOf(threadStates, 'invalid').default('open'),
});

/** The contact form (public) and the super-admin's threads screen. */
export function contactRoutes(deps: PublicFormDeps): Router {
  const { knex, captcha, mailer, logger, feed } = deps;
  const router = express.Router();
  const superAdmin = requires({ kind: 'admin', ability: superAdminRole });

  router.post('/contact', publicRoute, async (req, res) => {
    const { captcha: payload, ...input } = validate(contactSchema, req.body);
    const now = res.locals.now as Date;
    const thread = await knex.transaction(async (trx) => {
      await captcha.claim(trx, payload);
      return openThread(trx, input, { ip: req.ip ?? null, now });
    });
    feed.opened({
      id: thread.id,
      name: thread.name,
      email: thread.email,
      subject: thread.subject,
      state: 'open',
      created_at: thread.created_at.toISOString(),
    });
    res.status(201).json({ id: thread.id });
    // Told after the answer: the thread is stored whatever the mail server does.
    const link = `${deps.appUrl}/administration/threads/${thread.id}`;
    const failed = (error: unknown) => {
      logger.warn({ err: error, thread: thread.id }, 'contact notice mail failed');
    };
    staffAddresses()
      .then((addresses) => {
        for (const to of addresses) {
          mailer.send(threadNotice(localeOf(req), to, { ...input, link })).catch(failed);
        }
      })
      .catch(failed);
  });

  /** The platform's contact tab names who is told; CONTACT_NOTIFY_TO only when it names none. */
  const staffAddresses = async (): Promise<string[]> => {
    const saved = await contactNotificationEmails(knex, defaultPlatformId);
    return saved.length > 0 ? saved : deps.notifyTo;
  };

  router.get('/admin/threads', superAdmin, async (req, res) => {
    const { state } = validate(filterSchema, req.query);
    res.json(await pageThreads(knex, state as ThreadState, listQuery(req.query)));
  });

  router.get('/admin/threads/:id', superAdmin, async (req, res) => {
    res.json(await threadWithMessages(knex, idParam(req.params.id)));
  });

  router.post('/admin/threads/:id/replies', superAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    const { message } = validate(threadReplySchema, req.body);
    const thread = await threadWithMessages(knex, id);
    // Sent first: a reply the visitor never got must not show as sent. A mail server that
    // refuses is the service's failure, not the admin's input: 503, try again.
    try {
      await mailer.send(threadReply(thread.email, thread.subject, message));
    } catch (error) {
      logger.warn({ err: error, thread: id }, 'thread reply mail failed');
      throw new ServiceUnavailableError(30);
    }
    const account = res.locals.account as AccountRow;
    await addReply(knex, id, { accountId: account.id, body: message, now: res.locals.now as Date });
    res.status(201).json(await threadWithMessages(knex, id));
  });

  router.patch('/admin/threads/:id', superAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    const { state } = validate(stateSchema, req.body);
    await setThreadState(knex, id, state as ThreadState, res.locals.now as Date);
    res.json(await threadWithMessages(knex, id));
  });

  return router;
}
