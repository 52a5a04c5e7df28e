import type { Case } from './cases';

/** Routes of gateway/src/results and how each role is answered. */
export const resultRows: Record<string, Case> = {};
