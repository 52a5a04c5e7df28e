import * as yup from 'yup';
import { matchFileKinds, matchFileTypes } from './rules';
import type { EventOf } from '../event-of';

export const matchFileUploadedSchema = yup.object({
  contestId: yup.number().integer().positive().required(),
  fileId: yup.number().integer().positive().required(),
  kind: yup.string().oneOf(matchFileKinds).required(),
  mediaType: yup.string().oneOf(matchFileTypes).required(),
  sizeBytes: yup.number().integer().min(0).required(),
  /** The name on the uploader's device, as the desk shows it. */
  name: yup.string().required(),
});
export const matchFileRemovedSchema = yup.object({
  contestId: yup.number().integer().positive().required(),
  fileId: yup.number().integer().positive().required(),
});

/**
 * An official uploaded a file for a match (stream `match-files-<contest id>`, written by the
 * gateway after its match_files row, as account events are): the audit log's record of it.
 * The bytes are never in the log.
 */
export type MatchFileUploaded = EventOf<'MatchFileUploaded', typeof matchFileUploadedSchema>;

/** An official took back a file they had uploaded. */
export type MatchFileRemoved = EventOf<'MatchFileRemoved', typeof matchFileRemovedSchema>;

export type MatchFileEvent = MatchFileUploaded | MatchFileRemoved;
