import { Router, type Request } from 'express';
import * as yup from 'yup';
import type { AreaDeps } from '../area-deps';
import { requires } from '../auth/permissions';
import { superAdminRole } from '../auth/roles';
import type { AccountRow } from '../db/tables';
import { NotFoundError } from '../errors';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { importStatus } from '../queries/provider-imports';
import { atrium, geniusSports } from './clients';
import { fromProvider } from './failure';
import { previewImport } from './preview';

/** Spec §2: the providers' screens are the super-admin's alone. */
const superAdmin = requires({ kind: 'admin', ability: superAdminRole });

/** A provider's id as it arrives in a path: digits, letters, dashes; anything else is unknown. */
function externalId(value: unknown): string {
  if (typeof value !== 'string' || !/^[\w-]{1,64}$/.test(value)) throw new NotFoundError();
  return value;
}

const importSchema = yup
  .object({
    external_id: yup
      .string()
      .typeError('invalid')
      .trim()
      .matches(/^[\w-]{1,64}$/, 'invalid')
      .required('required'),
  })
  .noUnknown('invalid');

/**
 * Genius Sports and Atrium (issue 12): browsing each hierarchy along the spec's routes, and
 * importing a competition (Genius Sports) or season (Atrium) as a preview, then its apply.
 */
export function providerRoutes(deps: AreaDeps): Router {
  const router = Router();
  const p = (req: Request, name: string) => externalId(req.params[name]);

  router.get('/admin/providers/genius-sports/leagues', superAdmin, async (_req, res) => {
    res.json({ data: await fromProvider(() => geniusSports(deps).leagues()) });
  });
  router.get(
    '/admin/providers/genius-sports/leagues/:id/competitions',
    superAdmin,
    async (req, res) => {
      res.json({ data: await fromProvider(() => geniusSports(deps).competitions(p(req, 'id'))) });
    },
  );
  router.get(
    '/admin/providers/genius-sports/competitions/:id/matches',
    superAdmin,
    async (req, res) => {
      const id = p(req, 'id');
      const season = await fromProvider(() => geniusSports(deps).snapshot(id));
      res.json({ data: { name: season.name, teams: season.teams, fixtures: season.fixtures } });
    },
  );
  router.get('/admin/providers/genius-sports/teams/:id', superAdmin, async (req, res) => {
    res.json({ data: await fromProvider(() => geniusSports(deps).team(p(req, 'id'))) });
  });

  router.get('/admin/providers/atrium/categories', superAdmin, async (_req, res) => {
    res.json({ data: await fromProvider(async () => (await atrium(deps)).categories()) });
  });
  router.get('/admin/providers/atrium/leagues/:id/competitions', superAdmin, async (req, res) => {
    const id = p(req, 'id');
    res.json({ data: await fromProvider(async () => (await atrium(deps)).competitions(id)) });
  });
  router.get('/admin/providers/atrium/competitions/:id/seasons', superAdmin, async (req, res) => {
    const id = p(req, 'id');
    res.json({ data: await fromProvider(async () => (await atrium(deps)).competitionSeasons(id)) });
  });
  router.get('/admin/providers/atrium/seasons', superAdmin, async (_req, res) => {
    res.json({ data: await fromProvider(async () => (await atrium(deps)).seasons()) });
  });
  router.get('/admin/providers/atrium/seasons/:id/fixtures', superAdmin, async (req, res) => {
    const id = p(req, 'id');
    const season = await fromProvider(async () => (await atrium(deps)).snapshot(id));
    res.json({ data: { name: season.name, teams: season.teams, fixtures: season.fixtures } });
  });
  router.get('/admin/providers/atrium/seasons/:id/teams', superAdmin, async (req, res) => {
    const id = p(req, 'id');
    res.json({ data: await fromProvider(async () => (await atrium(deps)).seasonEntities(id)) });
  });
  router.get('/admin/providers/atrium/entities/:id', superAdmin, async (req, res) => {
    const id = p(req, 'id');
    res.json({ data: await fromProvider(async () => (await atrium(deps)).entity(id)) });
  });

  router.post('/admin/providers/:provider/imports', superAdmin, async (req, res) => {
    const provider = req.params.provider;
    if (provider !== 'genius-sports' && provider !== 'atrium') throw new NotFoundError();
    const { external_id } = validate(importSchema, req.body);
    const account = res.locals.account as AccountRow;
    const plan = await previewImport(
      deps,
      provider,
      external_id,
      account.id,
      res.locals.now as Date,
    );
    res.status(201).json({ data: plan });
  });
  // The apply runs as a job: the answer comes at once, the screen polls the import's state.
  router.post('/admin/providers/imports/:id/apply', superAdmin, async (req, res) => {
    const account = res.locals.account as AccountRow;
    if (!deps.providerImports) throw new NotFoundError();
    const queued = await deps.providerImports.enqueue(
      idParam(req.params.id),
      account.id,
      res.locals.now as Date,
    );
    res.status(202).json({ data: queued });
  });
  router.get('/admin/providers/imports/:id', superAdmin, async (req, res) => {
    const status = await importStatus(deps.knex, idParam(req.params.id));
    if (!status) throw new NotFoundError();
    res.json({ data: status });
  });
  return router;
}
