import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification';
import { matchReportDecider, type FileMatchReport } from './decide';

const given = deciderSpecification(matchReportDecider).given;
const now = '2026-09-01T20:00:00.000Z';
const report = {
  notes: 'Na vreme.',
  incidents: '',
  attendance: 900,
  technical_fouls: [{ side: 'home' as const, person: 'Trener', note: null }],
  unsportsmanlike_fouls: [],
  injuries: [],
};
const file = (changes: Partial<typeof report> = {}): FileMatchReport => ({
  type: 'FileMatchReport',
  data: { contestId: 7, report: { ...report, ...changes } },
  metadata: { now },
});
const filed = (changes: Partial<typeof report> = {}) => {
  const content = { ...report, ...changes };
  return {
    type: 'MatchReportFiled' as const,
    data: {
      contestId: 7,
      notes: content.notes,
      incidents: content.incidents,
      attendance: content.attendance,
      technicalFouls: content.technical_fouls,
      unsportsmanlikeFouls: content.unsportsmanlike_fouls,
      injuries: content.injuries,
    },
  };
};

describe('when an official files a match report', () => {
  it('records the whole report', () => {
    given([]).when(file()).then([filed()]);
  });

  it('records an amended report whole, replacing the one before', () => {
    given([filed()])
      .when(file({ attendance: 950 }))
      .then([filed({ attendance: 950 })]);
  });

  it('records nothing when the filing changes nothing', () => {
    given([filed()]).when(file()).then([]);
  });
});
