import type { Router } from 'express';
import type { Commands } from '../commands';
import { catalogueRoutes } from '../core/catalogue-routes';

/** `POST /sports`, `PUT /sports/:id`, `DELETE /sports/:id`. */
export function sportRoutes(commands: Commands): Router {
  return catalogueRoutes('sports', {
    create: commands.createSport,
    update: commands.updateSport,
    remove: commands.deleteSport,
  });
}
