import { Alert, Anchor, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useImportStatus } from '../api/providers';

/**
 * An apply's job as it runs: a bar over teams and fixtures done, the phase, and at the end the
 * summary with a link to the league, or the failure in plain words. Polled every second; a
 * lost connection is said, and the bar keeps its last state until the server answers again.
 */
export function ImportProgress({ importId, leagueName }: { importId: number; leagueName: string }) {
  const { t } = useTranslation();
  const query = useImportStatus(importId);
  const status = query.data?.data;
  if (!status) {
    return query.isError ? (
      <Alert color="red" role="alert">
        {t('providers.import.offline')}
      </Alert>
    ) : (
      <Text size="sm">{t('providers.import.queued')}</Text>
    );
  }
  const done = (status.progress?.teams.done ?? 0) + (status.progress?.fixtures.done ?? 0);
  const total = (status.progress?.teams.total ?? 0) + (status.progress?.fixtures.total ?? 0);
  const percent = status.state === 'succeeded' ? 100 : total ? Math.floor((done * 100) / total) : 0;
  return (
    <Stack gap="xs">
      {status.state !== 'succeeded' && status.state !== 'failed' && (
        <>
          <Progress value={percent} aria-label={t('providers.import.progress')} animated />
          <Text size="sm">
            {t(`providers.import.phase.${status.phase ?? 'queued'}`)}{' '}
            {t('providers.import.counts.done', {
              teams: status.progress?.teams.done ?? 0,
              teamsTotal: status.progress?.teams.total ?? 0,
              fixtures: status.progress?.fixtures.done ?? 0,
              fixturesTotal: status.progress?.fixtures.total ?? 0,
            })}
          </Text>
        </>
      )}
      {query.isError && (
        <Alert color="yellow" role="alert">
          {t('providers.import.offline')}
        </Alert>
      )}
      {status.state === 'failed' && (
        <Alert color="red" role="alert">
          {t(`providers.import.failure.${status.failure ?? 'unexpected'}`)}
        </Alert>
      )}
      {status.state === 'succeeded' && status.league_id !== null && (
        <Alert color="green" role="status">
          {t('providers.import.summary', {
            created: status.outcome?.created ?? 0,
            updated: status.outcome?.updated ?? 0,
            unchanged: status.outcome?.unchanged ?? 0,
          })}{' '}
          {t('providers.import.done')}{' '}
          <Anchor component={Link} to={`/administration/leagues/league/${status.league_id}`}>
            {leagueName}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
