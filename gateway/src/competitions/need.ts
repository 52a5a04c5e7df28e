import { requires } from '../auth/permissions';
import { superAdminRole } from '../auth/roles';

/** What the catalogue's admin routes need (spec §6); sports are the super-admin's settings. */
export const need = {
  listCategories: requires({ kind: 'admin', ability: 'list.categories' }),
  viewCategories: requires({ kind: 'admin', ability: 'view.categories' }),
  arenas: requires({ kind: 'admin', ability: 'list.arenas' }),
  teams: requires({ kind: 'admin', ability: 'list.teams' }),
  sports: requires({ kind: 'admin', ability: superAdminRole }),
};
