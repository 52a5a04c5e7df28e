import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { dayjs, formatDateTime } from '../../../lib/dates';
import { isApiRequestError } from '../../../lib/api-errors';
import {
  useAddFixture,
  useGenerateSchedule,
  useLeagueContests,
  useLeagueTeams,
  type LeagueContest,
  type LeagueDetail,
} from '../api/leagues';
import { leaguesBase } from './leagues-table';
import { ReplanDialog } from './replan-dialog';

const statusColour: Record<LeagueContest['status'], string> = {
  scheduled: 'gray',
  in_progress: 'blue',
  finished: 'green',
  postponed: 'orange',
  cancelled: 'red',
};

/** The league's contests by round, each with a re-plan action; generate or add fixtures. */
export function ScheduleTab({ league }: { league: LeagueDetail }) {
  const { t } = useTranslation();
  const contests = useLeagueContests(league.id);
  const generate = useGenerateSchedule(league.id, t('leaguesAdmin.schedule.generated'));
  const [replanning, setReplanning] = useState<LeagueContest | null>(null);

  if (contests.isPending) return <LoadingBlock />;
  if (contests.isError) return <ErrorState onRetry={() => void contests.refetch()} />;
  const rounds = [...new Set(contests.data.map((c) => c.round))];

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text c="dimmed">{t('leaguesAdmin.schedule.count', { count: contests.data.length })}</Text>
        {league.kind === 'free-form' && (
          <Button
            variant="light"
            component={Link}
            to={`${leaguesBase}/${league.id}/fixtures/import`}
          >
            {t('leaguesAdmin.fixtures.import')}
          </Button>
        )}
      </Group>
      {league.kind === 'free-form' && <FixtureForm league={league} />}
      {contests.data.length === 0 ? (
        <Stack gap="sm">
          <EmptyBlock title={t('leaguesAdmin.schedule.empty')} />
          {(league.kind === 'league' || league.kind === 'tournament') && (
            <Group justify="center">
              <Button loading={generate.isPending} onClick={() => generate.mutate(1)}>
                {t('leaguesAdmin.schedule.generate')}
              </Button>
            </Group>
          )}
        </Stack>
      ) : (
        rounds.map((round) => (
          <Stack key={round} gap="xs">
            <Title order={3} size="h4">
              {t('leaguesAdmin.schedule.round', { round })}
            </Title>
            <Table.ScrollContainer minWidth={720}>
              <Table striped aria-label={t('leaguesAdmin.schedule.round', { round })}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('leaguesAdmin.schedule.time')}</Table.Th>
                    <Table.Th>{t('leaguesAdmin.schedule.home')}</Table.Th>
                    <Table.Th>{t('leaguesAdmin.schedule.away')}</Table.Th>
                    <Table.Th>{t('leaguesAdmin.schedule.location')}</Table.Th>
                    <Table.Th>{t('leaguesAdmin.schedule.status')}</Table.Th>
                    <Table.Th>{t('common.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {contests.data
                    .filter((c) => c.round === round)
                    .map((contest) => (
                      <Table.Tr key={contest.id} data-testid="schedule-contest">
                        <Table.Td>{formatDateTime(contest.time)}</Table.Td>
                        <Table.Td>{contest.first_team_name}</Table.Td>
                        <Table.Td>{contest.second_team_name}</Table.Td>
                        <Table.Td>{contest.location ?? '—'}</Table.Td>
                        <Table.Td>
                          <Badge color={statusColour[contest.status]} variant="light">
                            {t(`leaguesAdmin.status.${contest.status}`)}
                            {contest.status === 'finished' &&
                              ` ${contest.first_team_total}:${contest.second_team_total}`}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Button
                            size="compact-sm"
                            variant="light"
                            disabled={
                              contest.status === 'finished' || contest.status === 'cancelled'
                            }
                            onClick={() => setReplanning(contest)}
                            aria-label={t('leaguesAdmin.replan.named', {
                              home: contest.first_team_name,
                              away: contest.second_team_name,
                            })}
                          >
                            {t('leaguesAdmin.replan.open')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        ))
      )}
      <ReplanDialog leagueId={league.id} contest={replanning} onClose={() => setReplanning(null)} />
    </Stack>
  );
}

/** A free-form league's contest entered by hand. */
function FixtureForm({ league }: { league: LeagueDetail }) {
  const { t } = useTranslation();
  const teams = useLeagueTeams(league.id);
  const add = useAddFixture(league.id, t('leaguesAdmin.fixtures.added'));
  const [round, setRound] = useState<number>(1);
  const [time, setTime] = useState('');
  const [home, setHome] = useState<string | null>(null);
  const [away, setAway] = useState<string | null>(null);
  const [location, setLocation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = (teams.data ?? []).map((team) => ({ value: String(team.id), label: team.name }));

  const save = async () => {
    const local: Record<string, string> = {};
    if (!time || !dayjs(time).isValid()) local.time = t('validation.required');
    if (!home) local.first_team_id = t('validation.required');
    if (!away) local.second_team_id = t('validation.required');
    else if (home === away) local.second_team_id = t('leaguesAdmin.form.homeAway');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await add.mutateAsync({
        round,
        time: dayjs(time).toISOString(),
        location: location.trim() || null,
        first_team_id: Number(home),
        second_team_id: Number(away),
      });
      setHome(null);
      setAway(null);
    } catch (failure) {
      if (isApiRequestError(failure) && failure.status === 422) {
        setErrors(
          Object.fromEntries(Object.entries(failure.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])),
        );
      }
    }
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('leaguesAdmin.fixtures.add')}
      </Title>
      {errors.kind && <Alert color="red">{errors.kind}</Alert>}
      <Group align="flex-start" grow>
        <NumberInput
          label={t('leaguesAdmin.schedule.roundLabel')}
          min={1}
          value={round}
          onChange={(v) => setRound(Number(v) || 1)}
        />
        <TextInput
          type="datetime-local"
          label={t('leaguesAdmin.schedule.time')}
          value={time}
          onChange={(e) => setTime(e.currentTarget.value)}
          error={errors.time}
        />
        <Select
          label={t('leaguesAdmin.schedule.home')}
          data={options}
          value={home}
          onChange={setHome}
          error={errors.first_team_id}
        />
        <Select
          label={t('leaguesAdmin.schedule.away')}
          data={options}
          value={away}
          onChange={setAway}
          error={errors.second_team_id}
        />
        <TextInput
          label={t('leaguesAdmin.schedule.location')}
          value={location}
          onChange={(e) => setLocation(e.currentTarget.value)}
        />
      </Group>
      <Group justify="flex-end">
        <Button loading={add.isPending} onClick={() => void save()}>
          {t('leaguesAdmin.fixtures.addButton')}
        </Button>
      </Group>
    </Stack>
  );
}
