/**
 * The recording booking's rules, written once: the web screens, the gateway, the decider and the
 * projection all import them, so they cannot disagree on what a booking may do next.
 */

/** Where a booking stands. `refused` and `cancelled` end it; the club may then book again. */
export const bookingStates = [
  'requested',
  'confirmed',
  'recording',
  'available',
  'refused',
  'cancelled',
] as const;
export type BookingState = (typeof bookingStates)[number];

/** What an administrator does to a booking (the representative only requests). */
export const bookingActions = ['confirm', 'refuse', 'cancel', 'start', 'complete'] as const;
export type BookingAction = (typeof bookingActions)[number];

/** Each action: the states it may start from and the state it leads to. */
export const bookingTransitions: Record<
  BookingAction,
  { from: readonly BookingState[]; to: BookingState }
> = {
  confirm: { from: ['requested'], to: 'confirmed' },
  refuse: { from: ['requested'], to: 'refused' },
  cancel: { from: ['requested', 'confirmed'], to: 'cancelled' },
  start: { from: ['confirmed'], to: 'recording' },
  complete: { from: ['recording'], to: 'available' },
};

/** Refusing or cancelling tells the club why. */
export const actionsNeedingReason: readonly BookingAction[] = ['refuse', 'cancel'];

/** A booking in one of these states still stands: the club cannot book the match again. */
export const standingBookingStates: readonly BookingState[] = [
  'requested',
  'confirmed',
  'recording',
  'available',
];

/** The actions open to a booking in `state`, in the order a screen shows them. */
export function actionsFrom(state: BookingState): BookingAction[] {
  return bookingActions.filter((action) => bookingTransitions[action].from.includes(state));
}

/** True when `action` may be taken on a booking in `state`. */
export function canTake(action: BookingAction, state: BookingState): boolean {
  return bookingTransitions[action].from.includes(state);
}

/**
 * What a club may ask to be filmed with. Each league offers a non-empty subset (all of them
 * unless an administrator narrowed it); the representative picks one of the league's.
 */
export const recordingPackages = ['single_camera', 'two_cameras', 'full_production'] as const;
export type RecordingPackage = (typeof recordingPackages)[number];

/**
 * A league's offer in the catalogue's order, without repeats; a league that never chose one
 * (null or absent, or an empty list that could not have been saved) offers every package.
 */
export function offeredPackages(
  offer: readonly RecordingPackage[] | null | undefined,
): RecordingPackage[] {
  const chosen = recordingPackages.filter((known) => offer?.includes(known));
  return chosen.length > 0 ? chosen : [...recordingPackages];
}

/**
 * The package a booking is made with: the one asked for when the league offers it, the
 * league's first when none was asked for, or `'bookingPackageNotOffered'`.
 */
export function bookedPackage(
  asked: RecordingPackage | null | undefined,
  offer: readonly RecordingPackage[] | null | undefined,
): RecordingPackage | 'bookingPackageNotOffered' {
  const offered = offeredPackages(offer);
  if (asked === null || asked === undefined) return offered[0] ?? 'single_camera';
  return offered.includes(asked) ? asked : 'bookingPackageNotOffered';
}

/**
 * The club's own representative may withdraw a booking while nobody has started filming it:
 * the states an administrator's cancel starts from.
 */
export function clubMayCancel(state: BookingState): boolean {
  return canTake('cancel', state);
}

/** Limits of a booking's texts. */
export const bookingLimits = { notes: 1000, reason: 500 } as const;

/** The match a booking is for, as the decision needs it. */
export interface BookedMatch {
  leagueId: number;
  /** ISO-8601 start time. */
  time: string;
  status: 'scheduled' | 'in_progress' | 'finished' | 'postponed' | 'cancelled';
  firstTeamId: number;
  secondTeamId: number;
}

/** Why a club may not book a match, or null when it may. */
export type BookingProblem =
  'bookingNotYourMatch' | 'bookingMatchPast' | 'bookingNoVideoZone' | 'bookingMatchCancelled';

/**
 * May a club book this match now? Its teams must play in it (else the match is not the club's
 * business: 403), the match must still be to come and not cancelled, and its league must have
 * the video zone switched on (else 422).
 */
export function bookingProblem(input: {
  match: BookedMatch;
  clubTeamIds: readonly number[];
  videoZone: boolean;
  now: string;
}): BookingProblem | null {
  const { match, clubTeamIds } = input;
  if (!clubTeamIds.includes(match.firstTeamId) && !clubTeamIds.includes(match.secondTeamId)) {
    return 'bookingNotYourMatch';
  }
  if (match.status === 'cancelled') return 'bookingMatchCancelled';
  if (
    match.status === 'finished' ||
    match.status === 'in_progress' ||
    Date.parse(match.time) <= Date.parse(input.now)
  ) {
    return 'bookingMatchPast';
  }
  if (!input.videoZone) return 'bookingNoVideoZone';
  return null;
}
