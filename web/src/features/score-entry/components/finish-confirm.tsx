import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FinishConfirmProps {
  opened: boolean;
  home: string;
  away: string;
  /** The saved score, which becomes the final result. */
  totals: { home: number; away: number };
  pending: boolean;
  onYes(): void;
  onNo(): void;
}

/** Finishing cannot be undone by the official later: it is asked once, with the final score. */
export function FinishConfirm({
  opened,
  home,
  away,
  totals,
  pending,
  onYes,
  onNo,
}: FinishConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onNo} title={t('scoreConsole.finishTitle')} centered>
      <Stack gap="md">
        <Text fz={28} fw={800} ta="center" aria-hidden>
          {totals.home} : {totals.away}
        </Text>
        <Text>
          {t('scoreConsole.finishQuestion', {
            home,
            away,
            homeTotal: totals.home,
            awayTotal: totals.away,
          })}
        </Text>
        <Stack gap="xs">
          <Button size="md" color="teal" loading={pending} onClick={onYes} fullWidth>
            {t('scoreConsole.finishYes')}
          </Button>
          <Button size="md" variant="default" onClick={onNo} disabled={pending} fullWidth>
            {t('scoreConsole.finishNo')}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
