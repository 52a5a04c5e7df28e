import { Badge, Checkbox, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, pagedTable, nameColumn } from '../../../components/ui/data-table';
import { EntityFormDialog, useEntityForm } from '../../../components/ui/entity-form';
import { useListParams } from '../../../components/ui/list-toolbar';
import {
  sportSchema,
  sportTexts,
  useDeleteSport,
  useSaveSport,
  useSports,
  type Sport,
} from '../api/sports';
import { ListFrame } from '../../../components/ui/list-frame';
import { useRowEditing } from './use-row-editing';

/** Sports of the settings (super-admin): name and whether scheduling offers it. */
export function SportsTable() {
  const { t } = useTranslation();
  const [params, change] = useListParams();
  const sports = useSports(params);
  const rows = useRowEditing<Sport>({
    remove: useDeleteSport(t('catalogue.sports.deleted')),
    deleteQuestion: (name) => t('catalogue.sports.deleteQuestion', { name }),
    form: (sport, onClose) => <SportForm sport={sport} onClose={onClose} />,
  });

  return (
    <ListFrame
      change={change}
      newLabel={t('catalogue.sports.new')}
      onNew={rows.startNew}
      dialogs={rows.dialogs}
    >
      <DataTable
        label={t('catalogue.sports.title')}
        {...pagedTable(sports, (page) => change({ page }))}
        empty={{ title: params.search ? t('common.noMatches') : t('catalogue.sports.empty') }}
        columns={[
          nameColumn<Sport>(t('catalogue.sports.name')),
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
        actions={rows.actions}
      />
    </ListFrame>
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
