import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LiveIndicator } from '../../components/ui/live-indicator';
import { RecordState } from '../../components/ui/page-state';
import { usePageTitle } from '../../components/ui/page-title';
import { ContestDetail } from '../../features/contest-page/components/contest-detail';
import { useContestRoom } from '../../features/score-entry/hooks/use-contest-room';
import { isApiRequestError } from '../../lib/api-errors';
import { useName } from '../../lib/names';
import { NotFoundRoute } from './not-found';

/** A public match's own page (shareable): it follows the contest room, so the score moves live. */
export function Component() {
  const { id } = useParams();
  const contestId = Number(id);
  if (!Number.isInteger(contestId) || contestId <= 0) return <NotFoundRoute />;
  return <ContestPage contestId={contestId} />;
}

function ContestMissing() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" gap="md">
      <Text>{t('contestPage.notFound')}</Text>
      <Button component={Link} to="/contests">
        {t('contestPage.allContests')}
      </Button>
    </Stack>
  );
}

function ContestPage({ contestId }: { contestId: number }) {
  const { t } = useTranslation();
  const nameOf = useName();
  const contest = useContestRoom(contestId);
  const shown = contest.data;
  const missing = isApiRequestError(contest.error) && contest.error.status === 404;
  const title = shown
    ? `${nameOf(shown.first_team.name)} – ${nameOf(shown.second_team.name)}`
    : contest.isError
      ? t(missing ? 'notFound.title' : 'errors.loadTitle')
      : undefined;
  usePageTitle(title);

  return (
    <Stack gap="lg" maw={760}>
      {shown && (
        <Anchor component={Link} to={`/league/${shown.league_id}`} size="sm">
          ← {nameOf(shown.league_name)}
        </Anchor>
      )}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        {title ? (
          <Title order={1} size="h2">
            {title}
          </Title>
        ) : (
          <Skeleton height={32} width={260} />
        )}
        <LiveIndicator />
      </Group>
      <RecordState query={contest} rows={4} notFound={<ContestMissing />}>
        {(data) => <ContestDetail contest={data} />}
      </RecordState>
    </Stack>
  );
}
