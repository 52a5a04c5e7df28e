import { Badge } from '@mantine/core';
import type { OfficialTestStatus } from '@courtside/events';
import { useTranslation } from 'react-i18next';

const colours: Record<OfficialTestStatus, string> = {
  assigned: 'gray',
  in_progress: 'blue',
  expired: 'orange',
  passed: 'green',
  failed: 'red',
};

/** Where an official stands with a test, in words and colour. */
export function TestStatusBadge({ status }: { status: OfficialTestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colours[status]} variant="light">
      {t(`officialTests.status.${status}`)}
    </Badge>
  );
}
