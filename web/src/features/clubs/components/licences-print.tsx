import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { formatDay } from '../../../lib/dates';
import { personName, useName } from '../../../lib/names';
import { usePrintableLicences } from '../api/licences';
import { useLicenceFilters } from './licence-filters';
import { licenceRole } from './licences-preview';

/**
 * The printable licences list: every licence the filters match on one page, players then
 * officials, with the print button hidden from the paper.
 */
export function LicencesPrint() {
  const { t } = useTranslation();
  const name = useName();
  const [filters] = useLicenceFilters();
  const licences = usePrintableLicences({ ...filters, page: undefined });
  if (licences.isPending) return <LoadingBlock />;
  if (licences.isError) return <ErrorState onRetry={() => void licences.refetch()} />;
  const rows = licences.data.data;
  const clubs = [...new Set(rows.map((row) => row.club_name))].join(', ');
  return (
    <Stack gap="md" className="licences-print">
      <Group justify="space-between" className="no-print">
        <Text c="dimmed">{t('clubs.licences.printHint')}</Text>
        <Button onClick={() => window.print()}>{t('clubs.licences.print')}</Button>
      </Group>
      <Title order={1} size="h3">
        {t('clubs.licences.printTitle')}
        {filters.season ? ` — ${filters.season}` : ''}
      </Title>
      {clubs && <Text>{clubs}</Text>}
      {rows.length === 0 ? (
        <Text>{t('clubs.licences.empty')}</Text>
      ) : (
        <Table withTableBorder withColumnBorders aria-label={t('clubs.licences.printTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('clubs.licences.name')}</Table.Th>
              <Table.Th>{t('clubs.licences.role')}</Table.Th>
              <Table.Th>{t('clubs.licences.club')}</Table.Th>
              <Table.Th>{t('clubs.licences.season')}</Table.Th>
              <Table.Th>{t('clubs.licences.birthDate')}</Table.Th>
              <Table.Th>{t('clubs.licences.birthPlace')}</Table.Th>
              <Table.Th>{t('clubs.licences.identity')}</Table.Th>
              <Table.Th>{t('clubs.licences.ebr')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((licence, index) => (
              <Table.Tr key={licence.id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>{personName(name, licence, 'last')}</Table.Td>
                <Table.Td>{licenceRole(licence, t)}</Table.Td>
                <Table.Td>{name(licence.club_name)}</Table.Td>
                <Table.Td>{licence.season}</Table.Td>
                <Table.Td>{licence.birth_date ? formatDay(licence.birth_date) : '—'}</Table.Td>
                <Table.Td>{licence.birth_place ?? '—'}</Table.Td>
                <Table.Td>{licence.jmbg ?? licence.licence_number ?? '—'}</Table.Td>
                <Table.Td>{licence.ebr ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
