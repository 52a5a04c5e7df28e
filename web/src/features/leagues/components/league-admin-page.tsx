import { Anchor, Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { usePageTitle } from '../../../components/ui/page-title';
import { isApiRequestError } from '../../../lib/api-errors';
import { formatDay } from '../../../lib/dates';
import { useLeague } from '../api/leagues';
import { BracketView } from './bracket-view';
import { ScheduleTab } from './schedule-tab';
import { TeamsTab } from './teams-tab';

export const leagueTabs = ['teams', 'referees', 'tables', 'schedule', 'bracket'] as const;
export type LeagueTab = (typeof leagueTabs)[number];

/**
 * A league's administration page; the tab is chosen by `?hash=` (teams, referees, tables,
 * schedule, bracket). The referees and tables tabs belong to other features, so the route
 * passes them in.
 */
export function LeagueAdminPage({
  leagueId,
  referees,
  tables,
}: {
  leagueId: number;
  referees: ReactNode;
  /** The league's table itself (with its round selector), from the league page feature. */
  tables: ReactNode;
}) {
  const { t } = useTranslation();
  const league = useLeague(leagueId);
  const [search, setSearch] = useSearchParams();
  usePageTitle(league.data?.name ?? t('leaguesAdmin.list.title'));

  if (league.isPending) return <LoadingBlock />;
  if (league.isError) {
    if (isApiRequestError(league.error) && league.error.status === 404) {
      return <EmptyBlock title={t('leaguesAdmin.page.notFound')} />;
    }
    return <ErrorState onRetry={() => void league.refetch()} />;
  }
  const data = league.data;
  const hasBracket = data.kind === 'play-off' || data.kind === 'tournament';
  const tabs = leagueTabs.filter((tab) => tab !== 'bracket' || hasBracket);
  const wanted = search.get('hash');
  const active: LeagueTab = tabs.includes(wanted as LeagueTab) ? (wanted as LeagueTab) : 'schedule';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {data.name}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{t(`leaguesAdmin.kinds.${data.kind}`)}</Badge>
            <Text size="sm" c="dimmed">
              {t('leaguesAdmin.page.facts', {
                teams: data.teams_count,
                places: data.number_of_teams,
                rounds: data.rounds,
                date: formatDay(data.start_date),
              })}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            component={Link}
            to={`/administration/leagues/league/${data.id}/reports`}
          >
            {t('matchReports.title')}
          </Button>
          <Button
            variant="default"
            component={Link}
            to={`/administration/leagues/league/${data.id}/settings`}
          >
            {t('leaguesAdmin.page.settings')}
          </Button>
        </Group>
      </Group>
      <Tabs
        value={active}
        onChange={(tab) => setSearch({ hash: tab ?? 'schedule' })}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`leaguesAdmin.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="teams" pt="md">
          <TeamsTab league={data} />
        </Tabs.Panel>
        <Tabs.Panel value="referees" pt="md">
          {referees}
        </Tabs.Panel>
        <Tabs.Panel value="tables" pt="md">
          <Stack gap="md">
            {tables}
            <Anchor component={Link} to={`/league/${data.id}`} size="sm">
              {t('leaguesAdmin.page.openTable')}
            </Anchor>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="schedule" pt="md">
          <ScheduleTab league={data} />
        </Tabs.Panel>
        {hasBracket && (
          <Tabs.Panel value="bracket" pt="md">
            <BracketView league={data} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
