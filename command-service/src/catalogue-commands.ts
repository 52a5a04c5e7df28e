import * as arena from './arena/commands';
import * as category from './category/commands';
import type { CommandDeps, CommandResult, CreatedResult } from './core/deps';
import type { CommandMeta } from './core/metadata';
import * as sport from './sport/commands';
import * as team from './team/commands';

/**
 * The competitions catalogue's part of the in-process API: category edits, arenas, sports and
 * teams. Input fields are spelled as in the HTTP bodies.
 */
export interface CatalogueCommands {
  updateCategory(
    id: number,
    input: category.UpdateCategoryInput,
    meta?: CommandMeta,
  ): Promise<CommandResult>;
  moveCategory(
    id: number,
    input: category.MoveCategoryInput,
    meta?: CommandMeta,
  ): Promise<CommandResult>;
  deleteCategory(id: number, meta?: CommandMeta): Promise<CommandResult>;
  createArena(input: arena.ArenaInput, meta?: CommandMeta): Promise<CreatedResult>;
  updateArena(id: number, input: arena.ArenaInput, meta?: CommandMeta): Promise<CommandResult>;
  deleteArena(id: number, meta?: CommandMeta): Promise<CommandResult>;
  createSport(input: sport.SportInput, meta?: CommandMeta): Promise<CreatedResult>;
  updateSport(id: number, input: sport.SportInput, meta?: CommandMeta): Promise<CommandResult>;
  deleteSport(id: number, meta?: CommandMeta): Promise<CommandResult>;
  createTeam(input: team.TeamInput, meta?: CommandMeta): Promise<CreatedResult>;
  updateTeam(id: number, input: team.TeamInput, meta?: CommandMeta): Promise<CommandResult>;
  deleteTeam(id: number, meta?: CommandMeta): Promise<CommandResult>;
}

export function createCatalogueCommands(deps: CommandDeps): CatalogueCommands {
  return {
    updateCategory: (id, input, meta) => category.updateCategory(deps, id, input, meta),
    moveCategory: (id, input, meta) => category.moveCategory(deps, id, input, meta),
    deleteCategory: (id, meta) => category.deleteCategory(deps, id, meta),
    createArena: (input, meta) => arena.createArena(deps, input, meta),
    updateArena: (id, input, meta) => arena.updateArena(deps, id, input, meta),
    deleteArena: (id, meta) => arena.deleteArena(deps, id, meta),
    createSport: (input, meta) => sport.createSport(deps, input, meta),
    updateSport: (id, input, meta) => sport.updateSport(deps, id, input, meta),
    deleteSport: (id, meta) => sport.deleteSport(deps, id, meta),
    createTeam: (input, meta) => team.createTeam(deps, input, meta),
    updateTeam: (id, input, meta) => team.updateTeam(deps, id, input, meta),
    deleteTeam: (id, meta) => team.deleteTeam(deps, id, meta),
  };
}
