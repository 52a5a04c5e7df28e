import type { OfficialTestStatus } from '@courtside/events';
import { StateBadge } from '../../../components/ui/state-badge';

const colours: Record<OfficialTestStatus, string> = {
  assigned: 'gray',
  in_progress: 'blue',
  expired: 'orange',
  passed: 'green',
  failed: 'red',
};

/** Where an official stands with a test, in words and colour. */
export function TestStatusBadge({ status }: { status: OfficialTestStatus }) {
  return <StateBadge state={status} colours={colours} texts="officialTests.status" />;
}
