import type { RequestHandler } from 'express';
import { metaFromHeaders } from './http';
import type { CommandMeta } from './metadata';
import { recordId } from './schema';

/** Runs one command on the record the path's `:id` names, with the body, and answers its result. */
export function onRecord<Input>(
  run: (id: number, input: Input, meta: CommandMeta) => Promise<unknown>,
  status = 200,
): RequestHandler {
  return async (req, res) => {
    const id = recordId(req.params.id);
    res.status(status).json(await run(id, req.body as Input, metaFromHeaders(req)));
  };
}

/** Runs one command on the body alone and answers its result. */
export function onBody<Input>(
  run: (input: Input, meta: CommandMeta) => Promise<unknown>,
  status = 200,
): RequestHandler {
  return async (req, res) => {
    res.status(status).json(await run(req.body as Input, metaFromHeaders(req)));
  };
}
