import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §8: a delete asks yes or no, and the question lapses after ten minutes. */
const confirmTimeoutMs = 10 * 60 * 1000;

/**
 * Asks yes or no before something that cannot be undone (delete, revoke, remove). A plain
 * question is given as text; richer content (a list, a picker) as children.
 */
export function ConfirmDialog({
  opened,
  title,
  question,
  children,
  pending,
  yesDisabled,
  onYes,
  onNo,
}: {
  opened: boolean;
  /** Defaults to "Please confirm". */
  title?: string;
  question?: string;
  children?: ReactNode;
  pending: boolean;
  yesDisabled?: boolean;
  onYes(): void;
  onNo(): void;
}) {
  const { t } = useTranslation();
  // The lapse timer must not restart because the caller passed a new function.
  const latestNo = useRef(onNo);
  useEffect(() => {
    latestNo.current = onNo;
  });
  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(() => latestNo.current(), confirmTimeoutMs);
    return () => clearTimeout(timer);
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onNo} title={title ?? t('common.confirmTitle')} centered>
      <Stack gap="md">
        {question !== undefined && <Text>{question}</Text>}
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
