import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * An in-place form's buttons: Cancel (where the form can go back to what was saved) and Save,
 * both idle while nothing has changed.
 */
export function InPlaceActions({
  dirty,
  pending,
  onCancel,
}: {
  dirty: boolean;
  pending: boolean;
  onCancel?(): void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      {onCancel && (
        <Button variant="default" disabled={!dirty} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      )}
      <Button type="submit" loading={pending} disabled={!dirty}>
        {t('common.save')}
      </Button>
    </Group>
  );
}
