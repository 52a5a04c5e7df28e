import * as yup from 'yup';
import { commandBody as body, commandFields as fields } from '../command-fields';

/** Limits of the public forms (spec §5: expected match duration 30 to 240 minutes). */
export const publicFormLimits = {
  minDurationMinutes: 30,
  maxDurationMinutes: 240,
  maxMessage: 5000,
  maxNotes: 2000,
} as const;

/** Contact-form thread states (spec §4). */
export const threadStates = ['open', 'resolved', 'archived'] as const;
export type ThreadState = (typeof threadStates)[number];

/** Appointment states (spec §4); "all" is a filter, not a state. */
export const appointmentStates = [
  'pending',
  'processing',
  'finished',
  'archived',
  'deleted',
] as const;
export type AppointmentState = (typeof appointmentStates)[number];

/** Admin actions on an appointment and the state each leaves it in (restore: back to pending). */
export const appointmentActions = {
  process: 'processing',
  finish: 'finished',
  archive: 'archived',
  restore: 'pending',
  delete: 'deleted',
} as const satisfies Record<string, AppointmentState>;
export type AppointmentAction = keyof typeof appointmentActions;

const email = () =>
  yup
    .string()
    .typeError('validEmail')
    .trim()
    .max(254, 'validEmail')
    .required('required')
    .email('validEmail');

const longText = (max: number) =>
  yup.string().typeError('invalid').trim().max(max, 'invalid').default('');

/**
 * The captcha field: the base64 ALTCHA payload the browser's solver produced. Whether it is
 * right is the server's to check (signature, expiry, not used before); the form only needs it.
 */
const captcha = () =>
  yup
    .string()
    .typeError('captchaRequired')
    .trim()
    .max(2000, 'captchaError')
    .required('captchaRequired');

/** Body of `POST /api/contact`: who writes, about what, and the solved captcha. */
export const contactSchema = body({
  name: fields.name(),
  email: email(),
  subject: fields.name(),
  message: longText(publicFormLimits.maxMessage).required('required'),
  captcha: captcha(),
});
export type ContactInput = yup.InferType<typeof contactSchema>;

/** Body of `POST /api/admin/threads/:id/replies`: the text sent by e-mail. */
export const threadReplySchema = body({
  message: longText(publicFormLimits.maxMessage).required('required'),
});

/**
 * Body of `POST /api/appointments` (spec §3's appointment): the requester, the arena slot
 * (start and expected duration), what is played and the solved captcha.
 */
export const appointmentSchema = body({
  full_name: fields.name(),
  email: email(),
  phone: yup
    .string()
    .typeError('validNumber')
    .trim()
    .required('required')
    .matches(/^\+?[0-9 ()/-]{6,20}$/, 'validNumber'),
  sport_id: fields.id().required('required'),
  arena_id: fields.id().required('required'),
  tournament: fields.text(),
  home_team: fields.name(),
  away_team: fields.name(),
  starts_at: fields.dateTime(),
  duration_minutes: fields
    .integer()
    .required('required')
    .min(publicFormLimits.minDurationMinutes, 'appointmentDuration')
    .max(publicFormLimits.maxDurationMinutes, 'appointmentDuration'),
  notes: longText(publicFormLimits.maxNotes),
  captcha: captcha(),
});
export type AppointmentInput = yup.InferType<typeof appointmentSchema>;
