import * as yup from 'yup';
import { commandBody, commandFields as fields } from '../command-fields';
import { bookingLimits, offeredPackages, recordingPackages, type RecordingPackage } from './rules';

/**
 * What the representative's booking form sends (`POST /api/video-zone/bookings`): the match,
 * the package and notes for the crew. The club is the representative's own, never sent. No
 * package: the league's first offered (the form sends none when the league offers one).
 */
export const bookRecordingSchema = commandBody({
  contest_id: fields.id().required('required'),
  package: yup
    .mixed<RecordingPackage>()
    .nullable()
    .oneOf([...recordingPackages, null], 'bookingUnknownPackage')
    .default(null),
  notes: fields.text(bookingLimits.notes),
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
  reason: fields.text(bookingLimits.reason),
  /** The booking's revision as the screen showed it: a step on a booking that moved is 409. */
  expected_revision: fields.integer().min(0, 'validNumber').optional(),
});
export type BookingStepInput = yup.InferType<typeof bookingStepSchema>;

/**
 * command-service's `POST /recordings/:id/withdraw`: the club's own representative cancels,
 * with the reason (required, as for an administrator's cancel) and the club the gateway vouches
 * for. The representative's form sends the step body (`POST /api/video-zone/bookings/:id/cancel`).
 */
export const withdrawBookingSchema = bookingStepSchema.shape({
  club_id: fields.id().required('required'),
});
export type WithdrawBookingInput = yup.InferType<typeof withdrawBookingSchema>;

/**
 * A league's offer as an edit sends it (`recording_packages` of `PATCH /leagues/:id`): known
 * packages, at least one, stored in the catalogue's order without repeats.
 */
export const recordingOfferField = () =>
  yup
    .array(
      yup
        .mixed<RecordingPackage>()
        .oneOf(recordingPackages, 'bookingUnknownPackage')
        .required('bookingUnknownPackage'),
    )
    .typeError('invalid')
    .min(1, 'recordingPackagesEmpty')
    .transform((value: unknown) =>
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((v) => recordingPackages.includes(v as RecordingPackage))
        ? offeredPackages(value as RecordingPackage[])
        : value,
    );
