import type { PublicLeagueSummary } from '@courtside/events';
import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/dates';
import { useName } from '../../../lib/names';

export function LeaguesTable({ leagues }: { leagues: PublicLeagueSummary[] }) {
  const { t } = useTranslation();
  const nameOf = useName();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover withTableBorder captionSide="top">
        <Table.Caption>{t('leagues.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('leagues.name')}</Table.Th>
            <Table.Th scope="col">{t('leagues.category')}</Table.Th>
            <Table.Th scope="col">{t('leagues.season')}</Table.Th>
            <Table.Th scope="col">{t('leagues.city')}</Table.Th>
            <Table.Th scope="col">{t('leagues.start')}</Table.Th>
            <Table.Th scope="col" ta="center">
              {t('leagues.teams')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leagues.map((league) => (
            <Table.Tr key={league.id}>
              <Table.Th scope="row">
                <Anchor component={Link} to={`/league/${league.id}`}>
                  {nameOf(league.name)}
                </Anchor>
              </Table.Th>
              <Table.Td>{league.category ? nameOf(league.category.name) : '–'}</Table.Td>
              <Table.Td>{league.season ?? '–'}</Table.Td>
              <Table.Td>{league.city ? nameOf(league.city) : '–'}</Table.Td>
              <Table.Td>{formatDay(league.start_date)}</Table.Td>
              <Table.Td ta="center">{league.number_of_teams}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
