import { Router } from 'express';
import { onBody, onRecord } from './command-handler';
import { metaFromHeaders } from './http';
import type { CommandMeta } from './metadata';
import { recordId } from './schema';

/** The bound create/update/delete commands of one catalogue aggregate. */
export interface CatalogueRouteCommands<Input> {
  create(input: Input, meta: CommandMeta): Promise<unknown>;
  update(id: number, input: Input, meta: CommandMeta): Promise<unknown>;
  remove(id: number, meta: CommandMeta): Promise<unknown>;
}

/** `POST /<path>`, `PUT /<path>/:id`, `DELETE /<path>/:id`: the same answers for each aggregate. */
export function catalogueRoutes<Input>(
  path: string,
  commands: CatalogueRouteCommands<Input>,
): Router {
  const router = Router();
  router.post(`/${path}`, onBody(commands.create, 201));
  router.put(`/${path}/:id`, onRecord(commands.update));
  router.delete(`/${path}/:id`, async (req, res) => {
    const id = recordId(req.params.id);
    res.json(await commands.remove(id, metaFromHeaders(req)));
  });
  return router;
}
