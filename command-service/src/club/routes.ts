import type { Router } from 'express';
import type { Commands } from '../commands';
import { catalogueRoutes } from '../core/catalogue-routes';

/** `POST /clubs`, `PUT /clubs/:id`, `DELETE /clubs/:id`. */
export function clubRoutes(commands: Commands): Router {
  return catalogueRoutes('clubs', {
    create: commands.createClub,
    update: commands.updateClub,
    remove: commands.deleteClub,
  });
}
