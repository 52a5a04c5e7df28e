import { type Case, publicCase } from './cases';

/** Issue 10 (PUB-CYRL): the names' own Cyrillic forms and the league and contest score cards, all public. */
export const cyrillicSeoRows: Record<string, Case> = {
  'GET /names/cyrillic': publicCase(200, '/api/names/cyrillic'),
  'GET /seo/leagues/:id/card.png': publicCase(200, '/api/seo/leagues/1/card.png'),
  'GET /seo/contests/:id/card.png': publicCase(200, '/api/seo/contests/7/card.png'),
};
