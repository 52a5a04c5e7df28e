import type { Case } from './cases';

/** Routes of gateway/src/users and how each role is answered. */
export const userRows: Record<string, Case> = {};
