import type { Case } from './cases';

/** Routes of gateway/src/video-zone and how each role is answered. */
export const videoZoneRows: Record<string, Case> = {};
