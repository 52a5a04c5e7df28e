import type { Case } from './cases';

/** Routes of gateway/src/competitions and how each role is answered. */
export const competitionRows: Record<string, Case> = {};
