import * as yup from 'yup';
import type { EventOf } from '../event-of';
import { recordingPackages } from './rules';

const ids = {
  recordingId: yup.number().integer().positive().required(),
  contestId: yup.number().integer().positive().required(),
  clubId: yup.number().integer().positive().required(),
};

export const recordingRequestedSchema = yup.object({
  ...ids,
  leagueId: yup.number().integer().positive().required(),
  /** The representative who asked (an account id). */
  representativeId: yup.number().integer().positive().required(),
  package: yup.string().oneOf(recordingPackages).required(),
  notes: yup.string().nullable().defined(),
});

/** A step an administrator takes that needs no words. */
export const recordingStepSchema = yup.object(ids);

/** A step that ends a booking, with the reason the club is shown. */
export const recordingEndedSchema = yup.object({ ...ids, reason: yup.string().required() });

/**
 * A club's representative asked for a match to be recorded (`recording-<id>`; the same stream
 * takes a new request after a refusal or cancellation).
 */
export type RecordingRequested = EventOf<'RecordingRequested', typeof recordingRequestedSchema>;
/** An administrator accepted the booking. */
export type RecordingConfirmed = EventOf<'RecordingConfirmed', typeof recordingStepSchema>;
/** An administrator turned the booking down, saying why. */
export type RecordingRefused = EventOf<'RecordingRefused', typeof recordingEndedSchema>;
/**
 * A booking that stood was called off, saying why: by an administrator, or by the club's own
 * representative before filming started (the event's actor says which).
 */
export type RecordingCancelled = EventOf<'RecordingCancelled', typeof recordingEndedSchema>;
/** The match is being filmed. */
export type RecordingStarted = EventOf<'RecordingStarted', typeof recordingStepSchema>;
/**
 * The recording can be watched. The video file itself attaches later (a later part adds its own
 * event on this stream, naming the stored file).
 */
export type RecordingMadeAvailable = EventOf<'RecordingMadeAvailable', typeof recordingStepSchema>;

/** Every event a `recording-<id>` stream holds; the recording decider folds them all. */
export type RecordingEvent =
  | RecordingRequested
  | RecordingConfirmed
  | RecordingRefused
  | RecordingCancelled
  | RecordingStarted
  | RecordingMadeAvailable;

/** A booking's request under the read side's names: what the audit log and read model show. */
export function recordingFields(data: RecordingRequested['data']) {
  return {
    contest_id: data.contestId,
    club_id: data.clubId,
    league_id: data.leagueId,
    package: data.package,
    notes: data.notes,
  };
}
