import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { formatDay } from '../../../lib/dates';
import { personName, useName } from '../../../lib/names';
import { useLicences, type AdminLicence } from '../api/licences';
import { HistoryDialog, RevokeDialog, TransferDialog } from './licence-dialogs';
import { LicenceFilterBar, useLicenceFilters } from './licence-filters';
import { LicenceForm } from './licence-form';

type Open = { kind: 'issue' } | { kind: 'transfer' | 'revoke' | 'history'; licence: AdminLicence };

/** Who holds the licence: a player's number and position, or an official's role. */
export function licenceRole(licence: AdminLicence, t: (key: string) => string): string {
  if (licence.kind === 'official') return t(`clubs.roles.${licence.role ?? ''}`);
  return [licence.number === null ? null : `#${licence.number}`, licence.position]
    .filter(Boolean)
    .join(' · ');
}

/** The licences preview (spec: licences preview): a club's licences per season, filtered. */
export function LicencesPreview() {
  const { t } = useTranslation();
  const name = useName();
  const [filters, change] = useLicenceFilters();
  const [search] = useSearchParams();
  const licences = useLicences(filters);
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <LicenceFilterBar filters={filters} change={change} />
        <Group gap="xs">
          <Button variant="default" component={Link} to="import">
            {t('clubs.import.open')}
          </Button>
          <Button variant="default" component={Link} to={`print?${search.toString()}`}>
            {t('clubs.licences.printable')}
          </Button>
          <Button onClick={() => setOpen({ kind: 'issue' })}>{t('clubs.licences.issue')}</Button>
        </Group>
      </Group>
      <DataTable
        label={t('clubs.licences.title')}
        loading={licences.isPending}
        failed={licences.isError}
        onRetry={() => void licences.refetch()}
        rows={licences.data?.data}
        pages={
          licences.data && {
            page: licences.data.meta.current_page,
            lastPage: licences.data.meta.last_page,
            onPage: (page) => change({ page }),
          }
        }
        empty={{ title: t('clubs.licences.empty') }}
        minWidth={900}
        columns={[
          {
            key: 'name',
            header: t('clubs.licences.name'),
            cell: (licence) => personName(name, licence, 'last'),
            td: { fw: 500 },
          },
          {
            key: 'kind',
            header: t('clubs.licences.kind'),
            cell: (licence) =>
              licence.kind === 'player' ? t('clubs.licences.player') : t('clubs.licences.official'),
          },
          {
            key: 'role',
            header: t('clubs.licences.role'),
            cell: (licence) => licenceRole(licence, t),
          },
          {
            key: 'club',
            header: t('clubs.licences.club'),
            cell: (licence) => name(licence.club_name),
          },
          { key: 'season', header: t('clubs.licences.season'), cell: (licence) => licence.season },
          {
            key: 'born',
            header: t('clubs.licences.birthDate'),
            cell: (licence) => (licence.birth_date ? formatDay(licence.birth_date) : '—'),
          },
          {
            key: 'id',
            header: t('clubs.licences.identity'),
            cell: (licence) => (
              <Text size="sm" ff="monospace">
                {licence.jmbg ?? licence.licence_number ?? '—'}
              </Text>
            ),
          },
          {
            key: 'status',
            header: t('clubs.licences.status'),
            cell: (licence) => (
              <Badge color={licence.status === 'active' ? 'green' : 'gray'} variant="light">
                {t(`clubs.licences.${licence.status}`)}
              </Badge>
            ),
          },
        ]}
        actions={{
          cell: (licence) => {
            const name = `${licence.first_name} ${licence.last_name}`;
            const button = (kind: 'history' | 'transfer' | 'revoke') => (
              <Button
                size="compact-sm"
                variant="light"
                color={kind === 'revoke' ? 'red' : undefined}
                aria-label={t(`clubs.licences.${kind}Named`, { name })}
                onClick={() => setOpen({ kind, licence })}
              >
                {t(`clubs.licences.${kind}`)}
              </Button>
            );
            return (
              <Group gap="xs" wrap="nowrap">
                {button('history')}
                {licence.status === 'active' && button('transfer')}
                {licence.status === 'active' && button('revoke')}
              </Group>
            );
          },
        }}
      />
      {open?.kind === 'issue' && (
        <LicenceForm clubId={filters.club_id} season={filters.season} onClose={close} />
      )}
      {open?.kind === 'transfer' && <TransferDialog licence={open.licence} onClose={close} />}
      {open?.kind === 'revoke' && <RevokeDialog licence={open.licence} onClose={close} />}
      {open?.kind === 'history' && <HistoryDialog licence={open.licence} onClose={close} />}
    </Stack>
  );
}
