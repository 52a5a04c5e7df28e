import { Router } from 'express';
import * as yup from 'yup';
import { requires } from '../auth/permissions';
import { NotFoundError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { pageField } from '../http/page';
import { validate } from '../http/validate';
import { approveRepresentative, deleteRepresentative } from './representative-admin';
import { listRepresentatives, statuses } from './representatives';

const listSchema = yup.object({
  status: yup
    .mixed<(typeof statuses)[number]>()
    .oneOf([...statuses], 'invalid')
    .default('pending'),
  page: pageField,
  search: yup.string().typeError('invalid').trim().max(100, 'invalid').default(''),
});

/** The :id of a representative route; anything but a positive integer names no record. */
function targetId(raw: unknown): number {
  const text = typeof raw === 'string' ? raw : '';
  const id = Number(text);
  if (!/^\d{1,10}$/.test(text) || id < 1 || id > 2_147_483_647) throw new NotFoundError();
  return id;
}

/**
 * The administration of video-zone users (spec §2 videoZoneUsers, list.video-zone-users):
 * list by status, approve (pending → approved), delete (→ deleted: sessions end, sockets
 * disconnect). Each change records an account event.
 */
export function adminRepresentativeRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const admin = requires({ kind: 'admin', ability: 'list.video-zone-users' });

  router.get('/admin/video-zone-users', admin, async (req, res) => {
    res.json(await listRepresentatives(knex, validate(listSchema, req.query)));
  });

  router.post('/admin/video-zone-users/:id/approve', admin, async (req, res) => {
    await approveRepresentative(deps, req, res, targetId(req.params.id));
    res.status(204).end();
  });

  router.delete('/admin/video-zone-users/:id', admin, async (req, res) => {
    await deleteRepresentative(deps, req, res, targetId(req.params.id));
    res.status(204).end();
  });

  return router;
}
