import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A list row's Edit (a dialog, or a page at `editTo`) and Delete, named for screen readers. */
export function RowActions({
  name,
  onEdit,
  editTo,
  onDelete,
}: {
  name: string;
  onEdit?: () => void;
  editTo?: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const edit = {
    size: 'compact-sm',
    variant: 'light',
    'aria-label': t('common.editNamed', { name }),
  } as const;
  return (
    <Group gap="xs" wrap="nowrap">
      {editTo ? (
        <Button {...edit} component={Link} to={editTo}>
          {t('common.edit')}
        </Button>
      ) : (
        <Button {...edit} onClick={onEdit}>
          {t('common.edit')}
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        aria-label={t('common.deleteNamed', { name })}
        onClick={onDelete}
      >
        {t('common.delete')}
      </Button>
    </Group>
  );
}
