/** Stream names: one stream per aggregate instance. */
export const streams = {
  category: (id: number) => `category-${id}`,
  arena: (id: number) => `arena-${id}`,
  sport: (id: number) => `sport-${id}`,
  team: (id: number) => `team-${id}`,
  league: (id: number) => `league-${id}`,
  contest: (id: number) => `contest-${id}`,
  account: (id: number) => `account-${id}`,
  apiKey: (id: number) => `api-key-${id}`,
  club: (id: number) => `club-${id}`,
  licence: (id: number) => `licence-${id}`,
} as const;
