import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { useOfficialLeagues } from '../api/desk';

/** The leagues the official works in, with their roles there and the matches still to play. */
export function LeaguesList() {
  const { t } = useTranslation();
  const leagues = useOfficialLeagues();
  if (leagues.isPending) return <LoadingBlock />;
  if (leagues.isError) return <ErrorState onRetry={() => void leagues.refetch()} />;
  if (leagues.data.data.length === 0) {
    return <EmptyBlock title={t('desk.leagues.empty')} description={t('desk.leagues.emptyHint')} />;
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {leagues.data.data.map((league) => (
        <Card key={league.id} withBorder component="li" padding="sm">
          <Stack gap={6}>
            <Text fw={600}>{league.name}</Text>
            <Text size="sm" c="dimmed">
              {[league.category_name, league.season].filter(Boolean).join(' · ')}
            </Text>
            <Group gap={4}>
              {league.roles.map((role) => (
                <Badge key={role} variant="light">
                  {t(`desk.roles.${role}`, { defaultValue: role })}
                </Badge>
              ))}
            </Group>
            <Text size="sm">{t('desk.leagues.upcoming', { count: league.upcoming })}</Text>
            <Button component={Link} to="/officials/contests" variant="light" size="sm">
              {t('desk.leagues.toContests')}
            </Button>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
