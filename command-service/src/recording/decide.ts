import {
  actionsNeedingReason,
  bookedPackage,
  bookingProblem,
  canTake,
  clubMayCancel,
  standingBookingStates,
  type BookedMatch,
  type BookingAction,
  type RecordingEvent,
  type RecordingPackage,
} from '@courtside/events';
import { assertNever, type Command, type Decider, type DecisionMetadata } from '../core/decider';
import { ForbiddenError, NotFoundError, ValidationError } from '../core/errors';
import { evolve, initialState, type RecordingState } from './recording';

/** What the request's decision knows of the world: the match, the club's teams, the league. */
export type RequestContext = DecisionMetadata & {
  /** Null when there is no such match. */
  match: BookedMatch | null;
  clubTeamIds: number[];
  videoZone: boolean;
  /** The packages the match's league offers (all when it never narrowed its offer). */
  offeredPackages: RecordingPackage[];
};

export type RequestRecording = Command<
  'RequestRecording',
  {
    recordingId: number;
    contestId: number;
    clubId: number;
    representativeId: number;
    /** Null: the league's first offered package. */
    package: RecordingPackage | null;
    notes: string | null;
  },
  RequestContext
>;

export type TakeBookingStep = Command<
  'TakeBookingStep',
  { recordingId: number; action: BookingAction; reason: string | null }
>;

/** The club's own representative calls off its booking, saying why. */
export type WithdrawBooking = Command<
  'WithdrawBooking',
  { recordingId: number; clubId: number; reason: string | null }
>;

export type RecordingCommand = RequestRecording | TakeBookingStep | WithdrawBooking;

function request(command: RequestRecording, state: RecordingState): RecordingEvent[] {
  const { match, clubTeamIds, videoZone, now } = command.metadata;
  if (!match) throw ValidationError.field('contest_id', 'notFound');
  const problem = bookingProblem({ match, clubTeamIds, videoZone, now });
  if (problem === 'bookingNotYourMatch') throw new ForbiddenError(problem);
  if (problem) throw ValidationError.field('contest_id', problem);
  const pack = bookedPackage(command.data.package, command.metadata.offeredPackages);
  if (pack === 'bookingPackageNotOffered') throw ValidationError.field('package', pack);
  if (state.status !== 'absent' && standingBookingStates.includes(state.status)) {
    throw ValidationError.field('contest_id', 'bookingExists');
  }
  const { data } = command;
  return [
    {
      type: 'RecordingRequested',
      data: {
        recordingId: data.recordingId,
        contestId: data.contestId,
        clubId: data.clubId,
        leagueId: match.leagueId,
        representativeId: data.representativeId,
        package: pack,
        notes: data.notes,
      },
    },
  ];
}

function step(command: TakeBookingStep, state: RecordingState): RecordingEvent[] {
  if (state.status === 'absent') throw new NotFoundError();
  const { action, reason } = command.data;
  if (!canTake(action, state.status)) throw new ValidationError('bookingWrongState');
  const ids = {
    recordingId: state.recordingId,
    contestId: state.contestId,
    clubId: state.clubId,
  };
  if (actionsNeedingReason.includes(action) && !reason) {
    throw ValidationError.field('reason', 'bookingReasonRequired');
  }
  switch (action) {
    case 'confirm':
      return [{ type: 'RecordingConfirmed', data: ids }];
    case 'refuse':
      return [{ type: 'RecordingRefused', data: { ...ids, reason: reason ?? '' } }];
    case 'cancel':
      return [{ type: 'RecordingCancelled', data: { ...ids, reason: reason ?? '' } }];
    case 'start':
      return [{ type: 'RecordingStarted', data: ids }];
    case 'complete':
      return [{ type: 'RecordingMadeAvailable', data: ids }];
    default:
      return assertNever(action);
  }
}

function withdraw(command: WithdrawBooking, state: RecordingState): RecordingEvent[] {
  if (state.status === 'absent') throw new NotFoundError();
  const { clubId, reason } = command.data;
  if (state.clubId !== clubId) throw new ForbiddenError();
  if (!clubMayCancel(state.status)) throw new ValidationError('bookingNotCancellable');
  if (!reason) throw ValidationError.field('reason', 'bookingReasonRequired');
  const { recordingId, contestId } = state;
  return [{ type: 'RecordingCancelled', data: { recordingId, contestId, clubId, reason } }];
}

/**
 * The one decider of `recording-<id>`: a club's request (again after a refusal or cancellation),
 * its representative's withdrawal, and the administrators' steps through the state machine of `events/src/recording/rules.ts`.
 */
function decide(command: RecordingCommand, state: RecordingState): RecordingEvent[] {
  switch (command.type) {
    case 'RequestRecording':
      return request(command, state);
    case 'TakeBookingStep':
      return step(command, state);
    case 'WithdrawBooking':
      return withdraw(command, state);
    default:
      return assertNever(command);
  }
}

export const recordingDecider: Decider<RecordingCommand, RecordingState, RecordingEvent> = {
  decide,
  evolve,
  initialState,
};
