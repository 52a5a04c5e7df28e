import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What one row action does: open a dialog (`onClick`) or a page (`to`). */
export interface RowAction {
  onClick?(): void;
  to?: string;
  /** The button's text; Edit or Delete by default. */
  label?: ReactNode;
  /** The name screen readers hear; "Edit <name>" or "Delete <name>" by default. */
  ariaLabel?: string;
}

/** A list row's Edit and Delete (either may be left out), named for screen readers. */
export function RowActions({
  name,
  edit,
  remove,
}: {
  name: string;
  edit?: RowAction;
  remove?: RowAction;
}) {
  const { t } = useTranslation();
  const common = { size: 'compact-sm', variant: 'light' } as const;
  return (
    <Group gap="xs" wrap="nowrap">
      {edit &&
        (edit.to ? (
          <Button
            {...common}
            component={Link}
            to={edit.to}
            aria-label={edit.ariaLabel ?? t('common.editNamed', { name })}
          >
            {edit.label ?? t('common.edit')}
          </Button>
        ) : (
          <Button
            {...common}
            onClick={edit.onClick}
            aria-label={edit.ariaLabel ?? t('common.editNamed', { name })}
          >
            {edit.label ?? t('common.edit')}
          </Button>
        ))}
      {remove && (
        <Button
          {...common}
          color="red"
          onClick={remove.onClick}
          aria-label={remove.ariaLabel ?? t('common.deleteNamed', { name })}
        >
          {remove.label ?? t('common.delete')}
        </Button>
      )}
    </Group>
  );
}
