import type { AuditMappings } from '../audit';
import type { ResultCorrected } from './correction-events';
import { adminResultAudit } from './result-audit';

/** A correction shows as the changed scores, winner and forfeit, old and new, with its reason. */
export const contestCorrectionAudit: AuditMappings<ResultCorrected> = {
  ResultCorrected: adminResultAudit<ResultCorrected>('correction_reason', 'correction'),
};
