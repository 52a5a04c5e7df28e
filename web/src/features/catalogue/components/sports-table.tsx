import { Badge, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, pagedTable } from '../../../components/ui/data-table';
import { EntityFormDialog, useEntityForm } from '../../../components/ui/entity-form';
import { ListToolbar, useListParams } from '../../../components/ui/list-toolbar';
import { RowActions } from '../../../components/ui/row-actions';
import {
  sportSchema,
  sportTexts,
  useDeleteSport,
  useSaveSport,
  useSports,
  type Sport,
} from '../api/sports';

/** Sports of the settings (super-admin): name and whether scheduling offers it. */
export function SportsTable() {
  const { t } = useTranslation();
  const [params, change] = useListParams();
  const sports = useSports(params);
  const remove = useDeleteSport(t('catalogue.sports.deleted'));
  const [editing, setEditing] = useState<Sport | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Sport | null>(null);
  const onSearch = useCallback((search: string) => change({ search }), [change]);

  return (
    <Stack gap="md">
      <ListToolbar
        label={t('common.search')}
        onSearch={onSearch}
        action={<Button onClick={() => setEditing('new')}>{t('catalogue.sports.new')}</Button>}
      />
      <DataTable
        label={t('catalogue.sports.title')}
        {...pagedTable(sports, (page) => change({ page }))}
        empty={{ title: params.search ? t('common.noMatches') : t('catalogue.sports.empty') }}
        columns={[
          {
            key: 'name',
            header: t('catalogue.sports.name'),
            cell: (sport) => sport.name,
            td: { fw: 500 },
          },
          {
            key: 'scheduling',
            header: t('catalogue.sports.showOnScheduling'),
            cell: (sport) => (
              <Badge variant="light" color={sport.show_on_scheduling ? 'green' : 'gray'}>
                {sport.show_on_scheduling ? t('common.yes') : t('common.no')}
              </Badge>
            ),
          },
        ]}
        actions={{
          cell: (sport) => (
            <RowActions
              name={sport.name}
              edit={{ onClick: () => setEditing(sport) }}
              remove={{ onClick: () => setDeleting(sport) }}
            />
          ),
        }}
      />
      {editing && (
        <SportForm sport={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        question={t('catalogue.sports.deleteQuestion', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onNo={() => setDeleting(null)}
        onYes={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </Stack>
  );
}

function SportForm({ sport, onClose }: { sport: Sport | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveSport(t('catalogue.sports.saved'));
  const { form, submit, formError, text } = useEntityForm({
    schema: sportSchema,
    texts: sportTexts,
    defaultValues: {
      name: sport?.name ?? '',
      show_on_scheduling: sport?.show_on_scheduling ?? true,
    },
    fields: ['name', 'show_on_scheduling'],
    save: (input) => save.mutateAsync({ id: sport?.id ?? null, input }),
    onSaved: onClose,
  });
  return (
    <EntityFormDialog
      title={sport ? t('catalogue.sports.editTitle') : t('catalogue.sports.newTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      formError={formError}
    >
      <TextInput
        label={t('catalogue.sports.name')}
        required
        error={text(form.formState.errors.name?.message)}
        {...form.register('name')}
      />
      <Checkbox
        label={t('catalogue.sports.showOnScheduling')}
        {...form.register('show_on_scheduling')}
      />
    </EntityFormDialog>
  );
}
