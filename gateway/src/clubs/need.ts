import { requires } from '../auth/permissions';

/** Clubs and licences are kept by whoever keeps the teams (spec §6 names no permission of theirs). */
export const needClubs = requires({ kind: 'admin', ability: 'list.teams' });
