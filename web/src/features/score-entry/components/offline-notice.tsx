import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfflineQueue } from '../utils/offline-queue';

/**
 * Offline, the console says so instead of spinning: how many saved changes wait on this phone,
 * sent by themselves once the network is back. Back online, it says they are being sent.
 */
export function OfflineNotice({ online, queue }: { online: boolean; queue: OfflineQueue | null }) {
  const { t } = useTranslation();
  if (online && !queue) return null;
  if (online) {
    return (
      <Alert color="blue" variant="light" role="status">
        {t('scoreConsole.sendingQueued')}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" role="status" title={t('scoreConsole.offlineTitle')}>
      <Text size="sm" fw={queue ? 600 : undefined}>
        {queue
          ? t('scoreConsole.queued', { count: queue.count })
          : t('scoreConsole.offlineNothing')}
      </Text>
      {queue && <Text size="sm">{t('scoreConsole.offlineKept')}</Text>}
    </Alert>
  );
}
