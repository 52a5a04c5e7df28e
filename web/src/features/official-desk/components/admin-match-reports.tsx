import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { formatDateTime } from '../../../lib/dates';
import type { LeagueMatchReport } from '../api/admin-reports';

/**
 * A league's matches for the administration, latest first: result, whether an official filed a
 * report and how many files came with it; each opens the match's report. Cards, so a 360 px
 * phone reads them as well as a desk.
 */
export function AdminMatchReports({
  leagueId,
  query,
}: {
  leagueId: number;
  query: {
    isPending: boolean;
    isError: boolean;
    data?: { data: LeagueMatchReport[] };
    refetch(): unknown;
  };
}) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingBlock rows={4} />;
  if (query.isError || !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  const matches = query.data.data;
  if (matches.length === 0) return <EmptyBlock title={t('matchReports.empty')} />;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {matches.map((match) => (
        <Card key={match.contest_id} withBorder padding="sm" component="li">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Anchor
                component={Link}
                to={`/administration/leagues/league/${leagueId}/reports/${match.contest_id}`}
                fw={600}
              >
                {match.first_team_name} {match.first_team_total} : {match.second_team_total}{' '}
                {match.second_team_name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatDateTime(match.time)}
              </Text>
            </Stack>
            <Group gap="xs">
              {match.report_filed_at ? (
                <Badge color="green" variant="light">
                  {t('matchReports.filed')}
                </Badge>
              ) : (
                <Badge color="gray" variant="light">
                  {t('desk.report.notFiled')}
                </Badge>
              )}
              <Badge variant="outline">{t('matchReports.files', { count: match.files })}</Badge>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
