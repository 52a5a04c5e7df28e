import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before an official is taken off a list (spec §8: confirmation before a delete). */
export function ConfirmRemove({
  name,
  list,
  pending,
  onYes,
  onNo,
}: {
  name: string | null;
  list: string;
  pending: boolean;
  onYes(): void;
  onNo(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={name !== null} onClose={onNo} title={t('officialsAdmin.remove.title')} centered>
      <Stack gap="md">
        <Text>{t('officialsAdmin.remove.question', { name: name ?? '', list })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onNo}>
            {t('common.no')}
          </Button>
          <Button color="red" loading={pending} onClick={onYes}>
            {t('common.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
