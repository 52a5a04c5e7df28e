import type { PublicContest } from '@courtside/events';
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/contest-card';
import { PeriodTable } from '../../../components/ui/period-table';
import { formatDateTime } from '../../../lib/dates';
import { useName } from '../../../lib/names';

const hasScore = (contest: PublicContest) =>
  contest.status === 'in_progress' || contest.status === 'finished';

/** One match on its own page: the score board, its facts and the score by period. */
export function ContestDetail({ contest }: { contest: PublicContest }) {
  const { t } = useTranslation();
  const nameOf = useName();
  const home = nameOf(contest.first_team.name);
  const away = nameOf(contest.second_team.name);
  const live = contest.status === 'in_progress';
  const facts: [string, string][] = [
    [t('contestPage.when'), formatDateTime(contest.time)],
    [t('contestPage.round'), String(contest.round)],
    ...(contest.location
      ? [[t('contestPage.arena'), nameOf(contest.location)] as [string, string]]
      : []),
  ];

  return (
    <Stack gap="lg">
      <Card
        withBorder
        radius="md"
        padding="md"
        aria-label={t('contestPage.score')}
        component="section"
        style={live ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
      >
        <Group justify="center" gap={6} mb="sm">
          {contest.forfeit && <Badge color="orange">{t('contest.forfeit')}</Badge>}
          <StatusBadge status={contest.status} />
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
          <Text fw={contest.winner === 'first_team' ? 700 : 500} size="lg" style={{ flex: 1 }}>
            {home}
          </Text>
          <Text
            fw={700}
            fz={{ base: 28, sm: 40 }}
            c={live ? 'red' : undefined}
            aria-live="polite"
            data-testid="contest-score"
            style={{ whiteSpace: 'nowrap' }}
          >
            {hasScore(contest)
              ? `${contest.first_team_total} : ${contest.second_team_total}`
              : '– : –'}
          </Text>
          <Text
            fw={contest.winner === 'second_team' ? 700 : 500}
            size="lg"
            ta="right"
            style={{ flex: 1 }}
          >
            {away}
          </Text>
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>

      <section aria-labelledby="contest-periods">
        <Title order={2} size="h4" mb="sm" id="contest-periods">
          {t('contestPage.periods')}
        </Title>
        {hasScore(contest) ? (
          <Table.ScrollContainer minWidth={300}>
            <PeriodTable
              contest={{
                ...contest,
                first_team: { ...contest.first_team, name: home },
                second_team: { ...contest.second_team, name: away },
              }}
            />
          </Table.ScrollContainer>
        ) : (
          <Text c="dimmed">{t('contestPage.notStarted')}</Text>
        )}
      </section>
    </Stack>
  );
}
