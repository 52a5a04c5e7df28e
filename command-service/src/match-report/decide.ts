import type { MatchReportContent, MatchReportEvent } from '@courtside/events';
import { assertNever, type Command, type Decider } from '../core/decider';

/** A match report's stream as its decider needs it: whether and what was filed. */
export interface MatchReportState {
  filed: MatchReportEvent['data'] | null;
}

export type FileMatchReport = Command<
  'FileMatchReport',
  { contestId: number; report: MatchReportContent }
>;
export type MatchReportCommand = FileMatchReport;

const initialState = (): MatchReportState => ({ filed: null });

function evolve(_state: MatchReportState, event: MatchReportEvent): MatchReportState {
  return { filed: event.data };
}

/**
 * Files a match's report whole. The gateway has already checked that the official may see the
 * match; the schema the field rules. A filing that changes nothing records nothing.
 */
function decide(command: MatchReportCommand, state: MatchReportState): MatchReportEvent[] {
  switch (command.type) {
    case 'FileMatchReport': {
      const { report, contestId } = command.data;
      const data: MatchReportEvent['data'] = {
        contestId,
        notes: report.notes,
        incidents: report.incidents,
        attendance: report.attendance,
        technicalFouls: report.technical_fouls,
        unsportsmanlikeFouls: report.unsportsmanlike_fouls,
        injuries: report.injuries,
      };
      if (state.filed && JSON.stringify(state.filed) === JSON.stringify(data)) return [];
      return [{ type: 'MatchReportFiled', data }];
    }
    default:
      return assertNever(command.type);
  }
}

export const matchReportDecider: Decider<MatchReportCommand, MatchReportState, MatchReportEvent> = {
  decide,
  evolve,
  initialState,
};
