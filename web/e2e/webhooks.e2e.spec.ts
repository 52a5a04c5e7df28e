import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeReceiver, type FakeReceiver } from '@courtside/integrations';
import { superAdminForFile } from './support/admin';
import { phone } from './support/screens';

// Issue 12: an API key holder registers a webhook endpoint from the keys list, sees its signing
// secret once, and presses the test button to see what the receiver answered.

const { courtside, admin } = superAdminForFile();
let receiver: FakeReceiver;

beforeAll(async () => {
  receiver = await startFakeReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

describe('when an admin registers a webhook endpoint for a key', () => {
  it('shows the secret once, and the test button shows the receiver’s answer', async () => {
    const created = await admin.evaluate(async (id) => {
      const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const answer = await fetch('/api/api-keys', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
        body: JSON.stringify({ name: 'Klub sajt', league_ids: [id] }),
      });
      return answer.status;
    }, courtside.leagueId);
    expect(created).toBe(201);

    await admin.goto('/administration/api-keys/create-edit');
    await admin.getByRole('link', { name: 'Webhooks of Klub sajt' }).click();
    await admin.getByText('No webhook endpoints yet.').waitFor();
    await admin.getByRole('button', { name: 'Add an endpoint' }).click();
    await admin.getByLabel('Receiver address').fill('ftp://nowhere');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Enter the full address of your receiver', { exact: false }).waitFor();

    await admin.getByLabel('Receiver address').fill(`${receiver.url}/courtside`);
    await admin.getByLabel('Match finished (match.finished)').check();
    await admin.getByRole('button', { name: 'Save' }).click();
    const shown = admin.getByText(/^whsec_[A-Za-z0-9+/=]+$/);
    await shown.waitFor();
    const secret = (await shown.textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await admin.getByRole('button', { name: 'I have saved it' }).click();
    await shown.waitFor({ state: 'detached' });
    // Shown once: the page, reloaded, never holds it again.
    await admin.reload();
    await admin.getByLabel(`${receiver.url}/courtside`).getByText('Match finished').waitFor();
    expect(await admin.content()).not.toContain(secret.slice(6));

    await admin.getByRole('button', { name: 'Send a test event' }).click();
    const answer = admin.getByLabel('Test answer');
    await answer.getByText('The receiver answered HTTP 204', { exact: false }).waitFor();
    const tests = receiver.received.filter((r) => JSON.parse(r.body).type === 'webhook.test');
    expect(tests).toHaveLength(1);
    expect(tests[0]?.headers['webhook-signature']).toMatch(/^v1,/);
    await admin.getByLabel('Recent deliveries').getByText('Delivered').waitFor();

    receiver.failNext(1);
    await admin.getByRole('button', { name: 'Send a test event' }).click();
    await answer.getByText('The receiver had an internal error (HTTP 500).').waitFor();

    await admin.setViewportSize(phone);
    await admin.getByRole('button', { name: 'Send a test event' }).waitFor();
    const overflow = await admin.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
