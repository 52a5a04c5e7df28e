import {
  createCategorySchema,
  cyrillicNameData,
  moveCategorySchema,
  streams,
  updateCategorySchema,
  type CreateCategoryInput,
  type MoveCategoryInput,
  type UpdateCategoryInput,
} from '@courtside/events';
import { commandScope } from '../core/command-scope';
import type { CommandDeps, CommandResult, CreatedResult } from '../core/deps';
import type { CommandMeta } from '../core/metadata';
import { parseInput } from '../core/parse';
import { recordId } from '../core/schema';
import { categoryDecider } from './decide';

/** Creates a category under a newly allocated id. */
export async function createCategory(
  deps: CommandDeps,
  input: CreateCategoryInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  const { now, run } = commandScope(deps, meta);
  const { cyrillic_name, ...data } = parseInput(createCategorySchema, input);
  const categoryId = await deps.ids('category', meta.idempotencyKey);
  const result = await run(
    streams.category(categoryId),
    categoryDecider,
    {
      type: 'CreateCategory',
      data: { categoryId, ...data, ...cyrillicNameData({ cyrillic_name }) },
      metadata: { now },
    },
    'no_stream',
  );
  return { id: categoryId, ...result };
}

/** Changes a category's name, season and public flag. */
export async function updateCategory(
  deps: CommandDeps,
  id: number,
  input: UpdateCategoryInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const { now, run } = commandScope(deps, meta);
  const categoryId = recordId(id);
  const { cyrillic_name, ...data } = parseInput(updateCategorySchema, input);
  return run(streams.category(categoryId), categoryDecider, {
    type: 'UpdateCategory',
    data: { categoryId, ...data, ...cyrillicNameData({ cyrillic_name }) },
    metadata: { now },
  });
}

/** Moves a category to another position; the read side renumbers the others around it. */
export async function moveCategory(
  deps: CommandDeps,
  id: number,
  input: MoveCategoryInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const { now, run } = commandScope(deps, meta);
  const categoryId = recordId(id);
  const { tabindex } = parseInput(moveCategorySchema, input);
  return run(streams.category(categoryId), categoryDecider, {
    type: 'MoveCategory',
    data: { categoryId, tabindex },
    metadata: { now },
  });
}

/** Removes a category. */
export async function deleteCategory(
  deps: CommandDeps,
  id: number,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const { now, run } = commandScope(deps, meta);
  const categoryId = recordId(id);
  return run(streams.category(categoryId), categoryDecider, {
    type: 'DeleteCategory',
    data: { categoryId },
    metadata: { now },
  });
}
