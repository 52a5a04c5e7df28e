import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { ScoreEntry } from '../../../features/score-entry/components/score-entry';
import { MatchDesk } from '../../../features/official-desk/components/match-desk';
import { useOfficialStore } from '../../../features/auth/stores/official-store';
import { useContestRoom } from '../../../features/score-entry/hooks/use-contest-room';
import { formatDateTime } from '../../../lib/dates';
import { NotFoundRoute } from '../not-found';
import { usePageTitle } from '../../../components/ui/page-title';

/** Score entry for one contest (officials only). */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const contestId = Number(id);
  const valid = Number.isInteger(contestId) && contestId > 0;
  const contest = useContestRoom(valid ? contestId : 0);
  const accountId = useOfficialStore((state) => state.session?.user.id ?? 0);
  usePageTitle(
    contest.data
      ? t('contest.label', {
          home: contest.data.first_team.name,
          away: contest.data.second_team.name,
        })
      : t('score.formLabel'),
  );

  if (!valid) return <NotFoundRoute />;
  return (
    <Stack gap="md" maw={640} mx="auto">
      <Anchor component={Link} to="/officials/contests" size="sm">
        ← {t('officials.backToContests')}
      </Anchor>
      {contest.isPending ? (
        <LoadingBlock rows={5} />
      ) : contest.isError ? (
        <ErrorState onRetry={() => void contest.refetch()} />
      ) : (
        <>
          <div>
            <Title order={1} size="h3">
              {t('contest.label', {
                home: contest.data.first_team.name,
                away: contest.data.second_team.name,
              })}
            </Title>
            <Text c="dimmed" size="sm">
              {contest.data.league_name} · {t('contest.round', { round: contest.data.round })} ·{' '}
              {formatDateTime(contest.data.time)}
            </Text>
          </div>
          {/* Keyed by id so moving to another contest starts a fresh form. */}
          <ScoreEntry key={contest.data.id} contest={contest.data} />
          <MatchDesk
            key={`desk-${contest.data.id}`}
            contestId={contest.data.id}
            accountId={accountId}
          />
        </>
      )}
    </Stack>
  );
}
