import type { AuditMappings } from '../audit';
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
