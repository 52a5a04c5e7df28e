import { Router } from 'express';
import { onBody } from '../core/command-handler';
import type { Commands } from '../commands';
import { metaFromHeaders } from '../core/http';

/** `POST /licences`, `POST /licences/:id/transfer`, `POST /licences/:id/revoke`. */
export function licenceRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/licences', onBody(commands.issueLicence, 201));
  router.post('/licences/:id/transfer', async (req, res) => {
    res.json(await commands.transferLicence(req.params.id, req.body, metaFromHeaders(req)));
  });
  router.post('/licences/:id/revoke', async (req, res) => {
    res.json(await commands.revokeLicence(req.params.id, req.body, metaFromHeaders(req)));
  });
  return router;
}
