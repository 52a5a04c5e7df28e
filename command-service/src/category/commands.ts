import { streams } from '@courtside/events';
import type { CommandDeps, CreatedResult } from '../core/deps';
import { handle } from '../core/handle';
import {
  authorise,
  decisionTime,
  eventMetadata,
  organisers,
  type CommandMeta,
} from '../core/metadata';
import { parseInput } from '../core/parse';
import { body, fields } from '../core/schema';
import { categoryDecider } from './decide';

/** Body of `POST /categories`. */
export interface CreateCategoryInput {
  name: string;
  season: string;
  public?: boolean;
  /** Position among categories; lower comes first. */
  tabindex?: number;
}

const createCategorySchema = body({
  name: fields.name(),
  season: fields.name(),
  public: fields.boolean(false),
  tabindex: fields.integer().default(0),
});

/** Creates a category under a newly allocated id. */
export async function createCategory(
  deps: CommandDeps,
  input: CreateCategoryInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  authorise(meta, organisers);
  const data = parseInput(createCategorySchema, input);
  const now = decisionTime(meta, deps.clock);
  const categoryId = await deps.ids('category', meta.idempotencyKey);
  const result = await handle(
    deps.store,
    streams.category(categoryId),
    categoryDecider,
    { type: 'CreateCategory', data: { categoryId, ...data }, metadata: { now } },
    {
      metadata: eventMetadata(meta, now),
      expectedRevision: 'no_stream',
      idempotencyKey: meta.idempotencyKey,
    },
  );
  return { id: categoryId, ...result };
}
