import type { Router } from 'express';
import type { Commands } from '../commands';
import { catalogueRoutes } from '../core/catalogue-routes';

/** `POST /teams`, `PUT /teams/:id`, `DELETE /teams/:id`. */
export function teamRoutes(commands: Commands): Router {
  return catalogueRoutes('teams', {
    create: commands.createTeam,
    update: commands.updateTeam,
    remove: commands.deleteTeam,
  });
}
