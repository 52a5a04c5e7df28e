import { type Case, publicCase } from './cases';

/** Routes of gateway/src/public-pages (issue 10): open to everyone. */
export const publicPageRows: Record<string, Case> = {
  'GET /contests': publicCase(200, '/api/contests'),
  'GET /contests-filters': publicCase(200, '/api/contests-filters'),
  'GET /player-base': publicCase(200, '/api/player-base'),
  'GET /player-base/filters': publicCase(200, '/api/player-base/filters'),
};
