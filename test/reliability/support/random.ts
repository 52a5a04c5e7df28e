import { replaySeed } from '../scale';
/**
 * A seeded random source for the fault suite, so a failing run can be replayed: every spec
 * prints its seed, and RELIABILITY_SEED=<seed> runs it again with the same moments and data.
 * mulberry32: tiny, fast and good enough to pick kill moments and scores; not for secrets.
 */
export interface Random {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
}

export function seededRandom(label: string): Random {
  const seed = replaySeed ?? Math.floor(Math.random() * 2 ** 32);
  console.log(`${label}: seed ${seed} (replay with RELIABILITY_SEED=${seed})`);
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    seed,
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
  };
}
