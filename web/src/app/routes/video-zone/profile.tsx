import { Alert, Badge, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/page-title';
import { formatDateTime } from '../../../lib/dates';
import { VideoZoneNav } from '../../../features/video-zone/components/video-zone-nav';
import {
  isApproved,
  useRepresentativeStore,
} from '../../../features/video-zone/stores/representative-store';

/** representativeProfile (spec §2): who is signed in and whether the account is approved. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('videoZone.profile.title'));
  const representative = useRepresentativeStore((state) => state.representative);
  if (!representative) return null;
  const approved = isApproved(representative);
  return (
    <Stack gap="md">
      <VideoZoneNav />
      <Group justify="space-between">
        <Title order={1} size="h2">
          {representative.fullname}
        </Title>
        <Badge color={approved ? 'teal' : 'yellow'} variant="light" size="lg">
          {approved ? t('videoZone.profile.approved') : t('videoZone.profile.pending')}
        </Badge>
      </Group>
      {!approved && (
        <Alert color="yellow" role="status">
          {t('videoZone.profile.pendingText')}
        </Alert>
      )}
      <Paper withBorder radius="md" maw={560}>
        <Table aria-label={t('videoZone.profile.title')}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>{t('videoZone.fields.firstName')}</Table.Th>
              <Table.Td>{representative.first_name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('videoZone.fields.lastName')}</Table.Th>
              <Table.Td>{representative.last_name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('videoZone.fields.email')}</Table.Th>
              <Table.Td>{representative.email}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('videoZone.fields.club')}</Table.Th>
              <Table.Td>{representative.club ?? '—'}</Table.Td>
            </Table.Tr>
            {representative.approved_at && (
              <Table.Tr>
                <Table.Th>{t('videoZone.profile.approvedAt')}</Table.Th>
                <Table.Td>{formatDateTime(representative.approved_at)}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
