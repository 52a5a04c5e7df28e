import type { Knex } from 'knex';
import type { ContactInput, ThreadState } from '@courtside/events';
import { NotFoundError } from '../errors';
import { paginate, type ListQuery, type Page } from '../queries/paging';

export interface ThreadRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  state: ThreadState;
  created_at: Date;
  updated_at: Date;
}

export interface ThreadMessage {
  id: number;
  body: string;
  /** Null: the visitor wrote it; else the admin's name. */
  author: string | null;
  created_at: Date;
}

const columns = ['id', 'name', 'email', 'subject', 'state', 'created_at', 'updated_at'] as const;

/** Stores a visitor's thread and its first message; the caller's transaction holds the claim. */
export async function openThread(
  trx: Knex.Transaction,
  input: Omit<ContactInput, 'captcha'>,
  meta: { ip: string | null; now: Date },
): Promise<ThreadRow> {
  const [thread] = (await trx('contact_threads')
    .insert({
      name: input.name,
      email: input.email,
      subject: input.subject,
      state: 'open',
      submission_ip: meta.ip,
      created_at: meta.now,
      updated_at: meta.now,
    })
    .returning(columns)) as ThreadRow[];
  if (!thread) throw new Error('contact thread insert returned no row');
  await trx('contact_messages').insert({
    thread_id: thread.id,
    body: input.message,
    created_at: meta.now,
  });
  return thread;
}

/** The threads in a state, newest first (spec §9: page size 10, by id descending). */
export async function pageThreads(
  knex: Knex,
  state: ThreadState,
  list: ListQuery,
): Promise<Page<ThreadRow>> {
  const query = knex('contact_threads').where({ state });
  if (list.search) {
    const pattern = `%${list.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query.where((q) =>
      q.whereILike('name', pattern).orWhereILike('email', pattern).orWhereILike('subject', pattern),
    );
  }
  return paginate(
    query.select(columns),
    list,
    [{ column: 'id', order: 'desc' }],
    (row: ThreadRow) => row,
  );
}

/** One thread with its messages, oldest first; 404 when there is none. */
export async function threadWithMessages(
  knex: Knex,
  id: number,
): Promise<ThreadRow & { messages: ThreadMessage[] }> {
  const thread = (await knex('contact_threads').where({ id }).first(columns)) as
    ThreadRow | undefined;
  if (!thread) throw new NotFoundError();
  const messages = (await knex('contact_messages as m')
    .leftJoin('accounts as a', 'a.id', 'm.account_id')
    .where('m.thread_id', id)
    .orderBy('m.id')
    .select('m.id', 'm.body', 'a.name as author', 'm.created_at')) as ThreadMessage[];
  return { ...thread, messages };
}

/** Keeps an admin's reply (sent by e-mail) on the thread. */
export async function addReply(
  knex: Knex,
  id: number,
  reply: { accountId: number; body: string; now: Date },
): Promise<void> {
  await knex.transaction(async (trx) => {
    const updated = await trx('contact_threads').where({ id }).update({ updated_at: reply.now });
    if (updated === 0) throw new NotFoundError();
    await trx('contact_messages').insert({
      thread_id: id,
      account_id: reply.accountId,
      body: reply.body,
      created_at: reply.now,
    });
  });
}

/** Moves a thread to another state; 404 when there is none. */
export async function setThreadState(
  knex: Knex,
  id: number,
  state: ThreadState,
  now: Date,
): Promise<void> {
  const updated = await knex('contact_threads').where({ id }).update({ state, updated_at: now });
  if (updated === 0) throw new NotFoundError();
}
