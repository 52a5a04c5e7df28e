/**
 * A realistic basketball season for the providers' fakes: twelve clubs, a double round robin
 * (22 rounds of six games, one a week from early October), the first rounds played. Fixed
 * dates, so the fakes answer the same whatever the clock.
 */
export interface SeedTeam {
  id: string;
  name: string;
  code: string;
  city: string;
}

export interface SeedGame {
  id: string;
  round: number;
  /** UTC, ISO-8601. */
  time: string;
  venue: string;
  home: string;
  away: string;
  /** Final points for a played game. */
  score: { home: number; away: number } | null;
}

const clubs: [string, string, string][] = [
  ['KK Vojvodina', 'VOJ', 'Novi Sad'],
  ['KK Metalac', 'MET', 'Valjevo'],
  ['KK Sloga', 'SLO', 'Kraljevo'],
  ['KK Dunav', 'DUN', 'Stari Banovci'],
  ['KK Zlatibor', 'ZLA', 'Čajetina'],
  ['KK Tamiš', 'TAM', 'Pančevo'],
  ['KK Radnički', 'RAD', 'Kragujevac'],
  ['KK Napredak', 'NAP', 'Kruševac'],
  ['KK Borac', 'BOR', 'Čačak'],
  ['KK Spartak', 'SPA', 'Subotica'],
  ['KK Kolubara', 'KOL', 'Lazarevac'],
  ['KK Proleter', 'PRO', 'Zrenjanin'],
];

/** Circle-method pairings for an even number of teams: rounds of [home, away] indexes. */
function roundRobin(count: number): [number, number][][] {
  const order = Array.from({ length: count }, (_, i) => i);
  const rounds: [number, number][][] = [];
  for (let round = 0; round < count - 1; round++) {
    const games: [number, number][] = [];
    for (let i = 0; i < count / 2; i++) {
      const a = order[i] as number;
      const b = order[count - 1 - i] as number;
      games.push(round % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(games);
    order.splice(1, 0, order.pop() as number);
  }
  return rounds;
}

/** A played game's final points; basketball has no draws, so a level game went to extra time. */
function playedScore(seed: number) {
  const home = 68 + seed;
  const away = 64 + ((seed * 5) % 27);
  return { home, away: away === home ? away + 7 : away };
}

/**
 * The season: team ids and game ids are numbered from `firstId` (Genius Sports uses integers,
 * Atrium UUIDs; each fake maps them to its own form).
 */
export function seedSeason(options: { playedRounds?: number } = {}) {
  const playedRounds = options.playedRounds ?? 6;
  const teams: SeedTeam[] = clubs.map(([name, code, city], i) => ({
    id: String(i + 1),
    name,
    code,
    city,
  }));
  const first = roundRobin(teams.length);
  const rounds = [
    ...first,
    ...first.map((games) => games.map(([h, a]) => [a, h] as [number, number])),
  ];
  const games: SeedGame[] = [];
  const start = Date.UTC(2026, 9, 3, 18, 0, 0);
  rounds.forEach((pairs, r) => {
    pairs.forEach(([h, a], g) => {
      const home = teams[h] as SeedTeam;
      const away = teams[a] as SeedTeam;
      const seed = (r * 7 + g * 13 + h * 3) % 29;
      games.push({
        id: String(r * 6 + g + 1),
        round: r + 1,
        time: new Date(start + r * 7 * 86_400_000 + (g % 3) * 7_200_000).toISOString(),
        venue: `Hala sportova, ${home.city}`,
        home: home.id,
        away: away.id,
        score: r < playedRounds ? playedScore(seed) : null,
      });
    });
  });
  return { teams, games };
}
