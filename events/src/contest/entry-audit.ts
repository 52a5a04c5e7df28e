import type { AuditMappings } from '../audit';
import type { ResultEntered } from './entry-events';
import { adminResultAudit } from './result-audit';

/** An administrator's entry shows as the new scores, winner and forfeit, with its reason. */
export const contestEntryAudit: AuditMappings<ResultEntered> = {
  ResultEntered: adminResultAudit<ResultEntered>('entry_reason', 'entered'),
};
