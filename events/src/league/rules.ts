/**
 * The league's rules, written once: the web forms, the gateway, the league decider and the
 * standings projection import them from here, so they cannot disagree.
 */

/** Rounds (round-robin cycles) and teams a league may have (product spec, section 9). */
export const leagueLimits = { minRounds: 1, maxRounds: 4, minTeams: 2, maxTeams: 20 } as const;

/**
 * What is wrong with a league's round count, as a message key: above the limit names the
 * limit, below it (or not whole) is no valid number; null when it fits.
 */
export function roundsProblem(rounds: number): 'maxRounds' | 'validNumber' | null {
  if (rounds > leagueLimits.maxRounds) return 'maxRounds';
  if (!Number.isInteger(rounds) || rounds < leagueLimits.minRounds) return 'validNumber';
  return null;
}

/** The same for the number of teams a league has places for. */
export function teamsProblem(numberOfTeams: number): 'maxTeams' | 'validNumber' | null {
  if (numberOfTeams > leagueLimits.maxTeams) return 'maxTeams';
  if (!Number.isInteger(numberOfTeams) || numberOfTeams < leagueLimits.minTeams) {
    return 'validNumber';
  }
  return null;
}

/** The lengths a play-off series may have: best of 1, 3, 5 or 7. */
export const seriesLengths = [1, 3, 5, 7] as const;

/**
 * Points a league gives per result (spec: win, loss, forfeit win, forfeit loss, zero-zero draw,
 * non-zero draw).
 */
export const standingsConfigKeys = [
  'win',
  'loss',
  'forfeit_win',
  'forfeit_loss',
  'draw_zero',
  'draw_nonzero',
] as const;
export type StandingsConfigKey = (typeof standingsConfigKeys)[number];
export type StandingsConfig = Record<StandingsConfigKey, number>;

/** Whole points a league may give for one result. */
export const standingsPointsLimits = { min: 0, max: 100 } as const;

/**
 * FIBA's 2/1 for a win/loss and 2/0 for a forfeit (Official Basketball Rules, Appendix D).
 * FIBA has no draws, so their values are ours: a 0–0 means neither team turned up and earns
 * what a forfeit loss earns (0); a contest left level, which only leagues without overtime can
 * have, earns what a played loss earns (1), so that a draw is never worth more than turning up
 * and losing, nor less.
 */
export const fibaStandingsConfig: StandingsConfig = {
  win: 2,
  loss: 1,
  forfeit_win: 2,
  forfeit_loss: 0,
  draw_zero: 0,
  draw_nonzero: 1,
};

/**
 * A league's points from its stored standings_config: each key holding a whole number wins,
 * every other one keeps FIBA's default (a league created before points were configurable has
 * none).
 */
export function standingsConfigOf(config: unknown): StandingsConfig {
  const points = { ...fibaStandingsConfig };
  if (typeof config !== 'object' || config === null) return points;
  const values = config as Record<string, unknown>;
  for (const key of standingsConfigKeys) {
    const value = values[key];
    if (typeof value === 'number' && Number.isInteger(value)) points[key] = value;
  }
  return points;
}

/**
 * The tie-breaks of FIBA Official Basketball Rules Appendix D for teams level on classification
 * points, in FIBA's order: the contests among the level teams (points, point difference, points
 * scored), then point difference and points scored in all the group's contests. A league may
 * apply them in another order, or only some of them (see {@link tieBreakOrderOf}).
 */
export const tieBreakCriteria = [
  'head-to-head points',
  'head-to-head point difference',
  'head-to-head points scored',
  'point difference',
  'points scored',
] as const;
export type TieBreakCriterion = (typeof tieBreakCriteria)[number];

/** FIBA's order: every criterion, as Appendix D lists them. */
export const fibaTieBreakOrder: readonly TieBreakCriterion[] = tieBreakCriteria;

/** True for one of the {@link tieBreakCriteria}. */
export function isTieBreakCriterion(value: unknown): value is TieBreakCriterion {
  return (tieBreakCriteria as readonly unknown[]).includes(value);
}

/**
 * A league's (or the platform's) tie-break order from what is stored: a non-empty list of
 * distinct criteria is the order, criteria it leaves out do not apply; anything else (a league
 * created before the order was a setting has none) is FIBA's.
 */
export function tieBreakOrderOf(stored: unknown): TieBreakCriterion[] {
  if (
    Array.isArray(stored) &&
    stored.length > 0 &&
    stored.every(isTieBreakCriterion) &&
    new Set(stored).size === stored.length
  ) {
    return [...stored];
  }
  return [...fibaTieBreakOrder];
}

/** Which of the league's point values one side of a finished contest earns. */
export function resultKind(scored: number, conceded: number, forfeit: boolean): StandingsConfigKey {
  if (scored === conceded) return scored === 0 ? 'draw_zero' : 'draw_nonzero';
  if (scored > conceded) return forfeit ? 'forfeit_win' : 'win';
  return forfeit ? 'forfeit_loss' : 'loss';
}

/** What a league pays each official per contest. */
export const feeKeys = ['delegate', 'referee', 'statistician'] as const;
export type FeeKey = (typeof feeKeys)[number];
export type LeagueFees = Record<FeeKey, number>;

/** The fee a league may set per role and contest: zero (unpaid) up to a million. */
export const feeLimits = { min: 0, max: 1_000_000 } as const;

export const noFees: LeagueFees = { delegate: 0, referee: 0, statistician: 0 };

/** A team name's limits (product spec: a name is required, at most 255 characters). */
export const teamNameLimits = { maxLength: 255 } as const;

/** True when two team names are the same to a reader: case, outer and repeated spaces aside. */
export function sameTeamName(a: string, b: string): boolean {
  const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sr');
  return normal(a) === normal(b);
}

/** What is wrong with a team's (trimmed) name, in the spec's message keys; null when fine. */
export function teamNameProblem(name: string): 'required' | 'validName' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > teamNameLimits.maxLength) return 'validName';
  return null;
}
