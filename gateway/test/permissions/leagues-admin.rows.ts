import type { Case } from './cases';

/** Routes of gateway/src/leagues-admin and how each role is answered. */
export const leagueAdminRows: Record<string, Case> = {};
