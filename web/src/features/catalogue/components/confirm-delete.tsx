import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §8: a delete asks yes or no, and the question lapses after ten minutes. */
const confirmTimeoutMs = 10 * 60 * 1000;

export function ConfirmDelete({
  opened,
  question,
  pending,
  onYes,
  onNo,
}: {
  opened: boolean;
  question: string;
  pending: boolean;
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
    <Modal opened={opened} onClose={onNo} title={t('common.confirmTitle')} centered>
      <Text mb="lg">{question}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onNo}>
          {t('common.no')}
        </Button>
        <Button color="red" loading={pending} onClick={onYes}>
          {t('common.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
