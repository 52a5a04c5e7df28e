/** Stream names: one stream per aggregate instance. */
export const streams = {
  category: (id: number) => `category-${id}`,
  league: (id: number) => `league-${id}`,
  contest: (id: number) => `contest-${id}`,
} as const;
