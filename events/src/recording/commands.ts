import * as yup from 'yup';
import { commandBody, commandFields as fields } from '../command-fields';
import { bookingLimits, recordingPackages, type RecordingPackage } from './rules';

const notes = () =>
  yup
    .string()
    .typeError('invalid')
    .trim()
    .max(bookingLimits.notes, 'invalid')
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value))
    .default(null);

/**
 * What the representative's booking form sends (`POST /api/video-zone/bookings`): the match,
 * the package and notes for the crew. The club is the representative's own, never sent.
 */
export const bookRecordingSchema = commandBody({
  contest_id: fields.id().required('required'),
  package: yup
    .mixed<RecordingPackage>()
    .oneOf([...recordingPackages], 'bookingUnknownPackage')
    .default('single_camera'),
  notes: notes(),
});
export type BookRecordingInput = yup.InferType<typeof bookRecordingSchema>;

/** command-service's `POST /recordings`: the form's body with the club the gateway vouches for. */
export const requestRecordingSchema = bookRecordingSchema.shape({
  club_id: fields.id().required('required'),
});
export type RequestRecordingInput = yup.InferType<typeof requestRecordingSchema>;

/**
 * An administrator's step on a booking (`POST /recordings/:id/{confirm,refuse,cancel,start,
 * complete}`): a refusal or cancellation needs the reason the club is shown (the decider says so,
 * from `actionsNeedingReason`).
 */
export const bookingStepSchema = commandBody({
  reason: yup
    .string()
    .typeError('invalid')
    .trim()
    .max(bookingLimits.reason, 'invalid')
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value))
    .default(null),
});
export type BookingStepInput = yup.InferType<typeof bookingStepSchema>;
