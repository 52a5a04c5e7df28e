import { type Case, superAdminOnly } from './cases';

const superAdmin = (ok: number, path: string, body?: unknown) =>
  superAdminOnly(ok, async () => ({ path, body }));

/** Routes of gateway/src/workflows (issue 12) and how each role is answered. */
export const workflowRows: Record<string, Case> = {
  'GET /admin/workflows': superAdmin(200, '/api/admin/workflows'),
  // Past the guard: no such workflow, a body with a stranger field (nothing recorded).
  'GET /admin/workflows/:id': superAdmin(404, '/api/admin/workflows/999'),
  'POST /admin/workflows': superAdmin(422, '/api/admin/workflows', { stranger: true }),
  'POST /admin/workflows/:id/retry': superAdmin(404, '/api/admin/workflows/999/retry', {}),
};
