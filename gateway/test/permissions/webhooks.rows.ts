import { adminsOnly, type Case } from './cases';

const admins = (ok: number, path: string, body?: unknown) =>
  adminsOnly(ok, async () => ({ path, body }));

/** Only a request carrying an API key; every session (and nobody) is answered 401. */
const keyOnly = (path: string, body?: unknown): Case => ({
  ok: 200,
  request: async () => ({ path, body }),
  answers: {},
  others: 401,
});

/** Routes of gateway/src/webhooks (issue 12) and how each role is answered. */
export const webhookRows: Record<string, Case> = {
  // Past the guard: no such key or endpoint.
  'GET /admin/api-keys/:id/webhooks': admins(404, '/api/admin/api-keys/999999/webhooks'),
  'POST /admin/api-keys/:id/webhooks': admins(404, '/api/admin/api-keys/999999/webhooks', {}),
  'PATCH /admin/webhooks/:id': admins(404, '/api/admin/webhooks/999999', {}),
  'DELETE /admin/webhooks/:id': admins(404, '/api/admin/webhooks/999999'),
  'POST /admin/webhooks/:id/rotate-secret': admins(
    404,
    '/api/admin/webhooks/999999/rotate-secret',
    {},
  ),
  'POST /admin/webhooks/:id/test': admins(404, '/api/admin/webhooks/999999/test', {}),
  'GET /admin/webhooks/:id/deliveries': admins(404, '/api/admin/webhooks/999999/deliveries'),
  'GET /webhooks': keyOnly('/api/webhooks'),
  'POST /webhooks': keyOnly('/api/webhooks', {}),
};
