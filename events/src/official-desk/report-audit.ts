import type { AuditMappings } from '../audit';
import type { MatchFileEvent } from './file-events';
import type { MatchReportEvent } from './report-events';

/** A filed report shows on its contest's history as the figures it records. */
export const matchReportAudit: AuditMappings<MatchReportEvent> = {
  MatchReportFiled: {
    models: (event) => [{ model: 'contest', id: event.data.contestId }],
    evolve: (_model, state, event) =>
      state && {
        ...state,
        report_attendance: event.data.attendance,
        report_technical_fouls: event.data.technicalFouls.length,
        report_unsportsmanlike_fouls: event.data.unsportsmanlikeFouls.length,
        report_injuries: event.data.injuries.length,
      },
    tags: () => ['report'],
  },
};

const matchFile = (event: { data: { fileId: number } }) => [
  { model: 'match_file' as const, id: event.data.fileId },
];

/** An uploaded match file shows as its kind, type, size and name; a removal ends it. */
export const matchFileAudit: AuditMappings<MatchFileEvent> = {
  MatchFileUploaded: {
    models: matchFile,
    evolve: (_model, _state, event) => ({
      id: event.data.fileId,
      contest_id: event.data.contestId,
      kind: event.data.kind,
      media_type: event.data.mediaType,
      size_bytes: event.data.sizeBytes,
      name: event.data.name,
    }),
    tags: () => ['created'],
  },
  MatchFileRemoved: {
    models: matchFile,
    evolve: () => null,
    tags: () => ['deleted'],
  },
};
