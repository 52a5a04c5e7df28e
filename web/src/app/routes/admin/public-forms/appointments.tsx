import { Badge, Button, Group, SegmentedControl } from '@mantine/core';
import {
  appointmentStates,
  type AppointmentAction,
  type AppointmentState,
} from '@courtside/events';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { DataTable, pagedTable } from '../../../../components/ui/data-table';
import {
  useAdminAppointments,
  useAppointmentAction,
  type AdminAppointment,
} from '../../../../features/public-forms/api/appointments';
import { StackedCell } from '../../../../features/public-forms/components/stacked-cell';
import { formatDateTime } from '../../../../lib/dates';
import { RoutePage } from '../../../layouts/route-page';

type Filter = AppointmentState | 'all';
const filters: Filter[] = ['all', ...appointmentStates];

/** What can be done to a booking in each state (spec §4: finish, archive, restore, delete). */
const actionsFor: Record<AppointmentState, AppointmentAction[]> = {
  pending: ['process', 'finish', 'archive', 'delete'],
  processing: ['finish', 'archive', 'delete'],
  finished: ['archive', 'delete'],
  archived: ['restore', 'delete'],
  deleted: ['restore'],
};

/** Admin `appointments`: bookings by state, with their actions; delete asks first. */
export function Component() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<AdminAppointment | null>(null);
  const list = useAdminAppointments(filter, page);
  const act = useAppointmentAction(t('publicForms.adminAppointments.done'));
  // Six filters do not fit a 360 px row: on a phone they stack.
  const phone = useMediaQuery('(max-width: 40em)');
  const run = (row: AdminAppointment, action: AppointmentAction) =>
    act.mutateAsync({ id: row.id, action }).catch(() => {
      // The api client announced the failure (a restore into a taken slot says why).
    });
  return (
    <RoutePage title={t('publicForms.adminAppointments.title')} gap="lg">
      <SegmentedControl
        aria-label={t('publicForms.adminAppointments.filter')}
        value={filter}
        onChange={(value) => {
          setFilter(value as Filter);
          setPage(1);
        }}
        data={filters.map((value) => ({
          value,
          label: t(`publicForms.appointmentStates.${value}`),
        }))}
        orientation={phone ? 'vertical' : 'horizontal'}
        fullWidth={phone}
      />
      <DataTable
        label={t('publicForms.adminAppointments.title')}
        {...pagedTable(list, setPage)}
        empty={{ title: t('publicForms.adminAppointments.empty') }}
        minWidth={900}
        columns={[
          {
            key: 'start',
            header: t('publicForms.fields.startsAt'),
            cell: (row) => (
              <StackedCell
                main={formatDateTime(row.starts_at)}
                sub={[t('publicForms.adminAppointments.minutes', { count: row.duration_minutes })]}
              />
            ),
          },
          {
            key: 'arena',
            header: t('publicForms.fields.arena'),
            cell: (row) => <StackedCell main={row.arena ?? '—'} sub={[row.sport]} />,
          },
          {
            key: 'match',
            header: t('publicForms.adminAppointments.match'),
            cell: (row) => (
              <StackedCell main={`${row.home_team} – ${row.away_team}`} sub={[row.tournament]} />
            ),
          },
          {
            key: 'requester',
            header: t('publicForms.adminAppointments.requester'),
            cell: (row) => (
              <StackedCell main={row.full_name} sub={[`${row.email} · ${row.phone}`, row.notes]} />
            ),
          },
          {
            key: 'created',
            header: t('publicForms.fields.createdAt'),
            cell: (row) => (
              <StackedCell
                main={formatDateTime(row.created_at)}
                sub={[t('publicForms.adminAppointments.ip', { ip: row.submission_ip ?? '—' })]}
              />
            ),
          },
          {
            key: 'state',
            header: t('publicForms.fields.state'),
            cell: (row) => (
              <Badge variant="light">{t(`publicForms.appointmentStates.${row.state}`)}</Badge>
            ),
          },
        ]}
        actions={{
          cell: (row) => (
            <Group gap="xs" wrap="nowrap">
              {actionsFor[row.state].map((action) => (
                <Button
                  key={action}
                  size="compact-sm"
                  variant="light"
                  color={action === 'delete' ? 'red' : undefined}
                  aria-label={t(`publicForms.appointmentActions.${action}Named`, {
                    name: row.full_name,
                  })}
                  onClick={() => (action === 'delete' ? setDeleting(row) : void run(row, action))}
                >
                  {t(`publicForms.appointmentActions.${action}`)}
                </Button>
              ))}
            </Group>
          ),
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        question={t('publicForms.adminAppointments.confirmDelete', {
          name: deleting?.full_name ?? '',
        })}
        pending={act.isPending}
        onYes={() => {
          if (deleting) void run(deleting, 'delete').then(() => setDeleting(null));
        }}
        onNo={() => setDeleting(null)}
      />
    </RoutePage>
  );
}
