import * as yup from 'yup';
import { commandBody, commandFields as fields } from '../command-fields';
import type { EventOf } from '../event-of';

/** Limits of a match report's fields (the form shows the same). */
export const matchReportLimits = { text: 5000, entries: 30, attendance: 100_000 } as const;

const longText = () =>
  yup.string().typeError('invalid').trim().max(matchReportLimits.text, 'reportText').default('');

/** Which side an entry concerns: the home team, the away team, or neither (crowd, staff). */
export const reportSides = ['home', 'away', 'other'] as const;
export type ReportSide = (typeof reportSides)[number];

const entry = () =>
  yup.object({
    side: yup.mixed<ReportSide>().oneOf(reportSides, 'invalid').required('required'),
    person: fields.name(),
    note: fields.text(),
  });

const entries = () =>
  yup
    .array(entry())
    .typeError('invalid')
    .max(matchReportLimits.entries, 'reportEntries')
    .default([]);

/**
 * Body of `PUT /match-reports/:contestId` (an official files or amends the report of a match:
 * notes, incidents, attendance, technical and unsportsmanlike fouls, injuries). Each filing
 * replaces the report whole; `expected_revision` (null for the first) guards against two
 * officials overwriting each other unseen.
 */
export const fileMatchReportSchema = commandBody({
  notes: longText(),
  incidents: longText(),
  attendance: fields
    .jsonInteger()
    .min(0, 'reportAttendance')
    .max(matchReportLimits.attendance, 'reportAttendance')
    .nullable()
    .default(null),
  technical_fouls: entries(),
  unsportsmanlike_fouls: entries(),
  injuries: entries(),
  expected_revision: fields.jsonInteger().min(0, 'validNumber').nullable().default(null),
});
export type FileMatchReportInput = yup.InferType<typeof fileMatchReportSchema>;
/** A report's content: the body without its revision. */
export type MatchReportContent = Omit<FileMatchReportInput, 'expected_revision'>;

const storedEntry = yup.object({
  side: yup.string().oneOf(reportSides).required(),
  person: yup.string().required(),
  note: yup.string().nullable().defined(),
});

export const matchReportFiledSchema = yup.object({
  contestId: yup.number().integer().positive().required(),
  notes: yup.string().defined(),
  incidents: yup.string().defined(),
  attendance: yup.number().integer().nullable().defined(),
  technicalFouls: yup.array(storedEntry).defined(),
  unsportsmanlikeFouls: yup.array(storedEntry).defined(),
  injuries: yup.array(storedEntry).defined(),
});

/** An official filed (or amended) a match's report; carries the whole report as it now is. */
export type MatchReportFiled = EventOf<'MatchReportFiled', typeof matchReportFiledSchema>;

export type MatchReportEvent = MatchReportFiled;

/** A match's report as the desk shows it. */
export interface MatchReport extends MatchReportContent {
  contest_id: number;
  /** Send back as `expected_revision`; null before the first filing. */
  revision: number | null;
  filed_by: { id: number; name: string } | null;
  filed_at: string | null;
}
