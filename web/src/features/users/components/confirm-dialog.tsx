import { Button, Group, Modal, Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §8: a delete asks yes or no, and the question lapses after ten minutes. */
const confirmTimeoutMs = 10 * 60 * 1000;

export function ConfirmDialog({
  opened,
  title,
  children,
  pending,
  yesDisabled,
  onYes,
  onNo,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  pending: boolean;
  yesDisabled?: boolean;
  onYes(): void;
  onNo(): void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(onNo, confirmTimeoutMs);
    return () => clearTimeout(timer);
  }, [opened, onNo]);
  return (
    <Modal opened={opened} onClose={onNo} title={title} centered>
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onNo}>
            {t('common.no')}
          </Button>
          <Button color="red" loading={pending} disabled={yesDisabled} onClick={onYes}>
            {t('common.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
