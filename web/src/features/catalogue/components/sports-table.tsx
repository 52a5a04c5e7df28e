import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import {
  sportSchema,
  useDeleteSport,
  useSaveSport,
  useSports,
  type Sport,
  type SportInput,
} from '../api/sports';
import { ConfirmDelete } from './confirm-delete';
import { ListPagination, ListToolbar, useListParams } from '../../../components/ui/list-toolbar';
import { showServerErrors } from '../../../lib/server-errors';
import { RowActions } from './row-actions';

/** Sports of the settings (super-admin): name and whether scheduling offers it. */
export function SportsTable() {
  const { t } = useTranslation();
  const [params, change] = useListParams();
  const sports = useSports(params);
  const remove = useDeleteSport(t('catalogue.sports.deleted'));
  const [editing, setEditing] = useState<Sport | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Sport | null>(null);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const onSearch = useCallback((search: string) => change({ search }), [change]);

  let body;
  if (sports.isPending) body = <LoadingBlock />;
  else if (sports.isError) body = <ErrorState onRetry={() => void sports.refetch()} />;
  else if (sports.data.data.length === 0) {
    body = (
      <EmptyBlock title={params.search ? t('common.noMatches') : t('catalogue.sports.empty')} />
    );
  } else {
    const { data, meta } = sports.data;
    body = (
      <Stack gap="md">
        <Table striped verticalSpacing="sm" aria-label={t('catalogue.sports.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalogue.sports.name')}</Table.Th>
              <Table.Th>{t('catalogue.sports.showOnScheduling')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((sport) => (
              <Table.Tr key={sport.id}>
                <Table.Td fw={500}>{sport.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={sport.show_on_scheduling ? 'green' : 'gray'}>
                    {sport.show_on_scheduling ? t('common.yes') : t('common.no')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <RowActions
                    name={sport.name}
                    onEdit={() => setEditing(sport)}
                    onDelete={() => setDeleting(sport)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <ListPagination
          page={meta.current_page}
          lastPage={meta.last_page}
          onPage={(page) => change({ page })}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <ListToolbar
        label={t('common.search')}
        onSearch={onSearch}
        action={<Button onClick={() => setEditing('new')}>{t('catalogue.sports.new')}</Button>}
      />
      {body}
      {editing && (
        <SportForm sport={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDelete
        opened={deleting !== null}
        question={t('catalogue.sports.deleteQuestion', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onNo={closeDelete}
        onYes={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: closeDelete });
        }}
      />
    </Stack>
  );
}

function SportForm({ sport, onClose }: { sport: Sport | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveSport(t('catalogue.sports.saved'));
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SportInput>({
    resolver: yupResolver(sportSchema),
    defaultValues: {
      name: sport?.name ?? '',
      show_on_scheduling: sport?.show_on_scheduling ?? true,
    },
  });
  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: sport?.id ?? null, input });
      onClose();
    } catch (error) {
      showServerErrors(error, ['name', 'show_on_scheduling'], {
        field: (name, text) =>
          setError(name as keyof SportInput, { type: 'server', message: text }),
        form: setFormError,
      });
    }
  });
  const text = (message: string | undefined) =>
    message ? t(message, { defaultValue: message }) : undefined;
  return (
    <Modal
      opened
      onClose={onClose}
      title={sport ? t('catalogue.sports.editTitle') : t('catalogue.sports.newTitle')}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput
            label={t('catalogue.sports.name')}
            required
            error={text(errors.name?.message)}
            {...register('name')}
          />
          <Checkbox
            label={t('catalogue.sports.showOnScheduling')}
            {...register('show_on_scheduling')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
