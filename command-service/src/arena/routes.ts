import type { Router } from 'express';
import type { Commands } from '../commands';
import { catalogueRoutes } from '../core/catalogue-routes';

/** `POST /arenas`, `PUT /arenas/:id`, `DELETE /arenas/:id`. */
export function arenaRoutes(commands: Commands): Router {
  return catalogueRoutes('arenas', {
    create: commands.createArena,
    update: commands.updateArena,
    remove: commands.deleteArena,
  });
}
