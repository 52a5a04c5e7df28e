import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from '../../lib/socket';

const color = { live: 'green', connecting: 'gray', offline: 'orange' } as const;

/** Tells the viewer whether the page is updating by itself right now. */
export function LiveIndicator() {
  const { t } = useTranslation();
  const status = useLiveStatus((state) => state.status);
  return (
    <Badge color={color[status]} variant="dot" role="status" aria-live="polite">
      {t(`live.${status}`)}
    </Badge>
  );
}
