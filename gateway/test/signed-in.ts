import { createHmac, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { createAccount, type AccountKind } from '../src/index';
import { sessionCookie, xsrfCookie } from '../src/auth/session';
import { TestBrowser } from './browser';
import { testConfig } from './harness';

let serial = 0;

/**
 * A browser holding a signed-in session of any kind, written straight into the sessions table
 * the way express-session would (signed cookie, CSRF token), so tests need no sign-in route
 * for a kind that has none and production gains no test-only door. Admins count as having
 * finished two-factor sign-in.
 */
export async function signedInAs(
  url: string,
  knex: Knex,
  account: { id: number; kind: AccountKind },
): Promise<TestBrowser> {
  const sid = randomBytes(24).toString('base64url');
  const token = randomBytes(32).toString('hex');
  const maxAge = 2 * 60 * 60 * 1000;
  const sess = {
    cookie: {
      originalMaxAge: maxAge,
      expires: new Date(Date.now() + maxAge).toISOString(),
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
    },
    csrfToken: token,
    account: { id: account.id, kind: account.kind },
  };
  await knex('sessions').insert({
    sid,
    sess: JSON.stringify(sess),
    expire: knex.raw("now() + interval '2 hours'"),
  });
  if (account.kind === 'admin' && (await knex.schema.hasTable('account_two_factor'))) {
    await knex('account_two_factor')
      .insert({ account_id: account.id, secret_ciphertext: 'test', confirmed_at: knex.fn.now() })
      .onConflict('account_id')
      .ignore();
  }
  const secret = testConfig('').sessionSecret;
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  const browser = new TestBrowser(url);
  browser.cookies.set(sessionCookie, encodeURIComponent(`s:${sid}.${signature}`));
  browser.cookies.set(xsrfCookie, token);
  return browser;
}

/** Creates an account of the kind with the roles and signs a browser in as it. */
export async function newSignedIn(
  url: string,
  knex: Knex,
  kind: AccountKind,
  roles: string[] = [],
  permissions: string[] = [],
): Promise<{ browser: TestBrowser; id: number }> {
  serial += 1;
  const { id } = await createAccount(knex, {
    kind,
    email: `${kind}-${serial}-${randomBytes(4).toString('hex')}@courtside.test`,
    name: `Test ${kind} ${serial}`,
    password: 'Test#2026-password',
    roles,
    permissions,
  });
  return { browser: await signedInAs(url, knex, { id, kind }), id };
}
