import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../../components/ui/page-state';
import { usePageTitle } from '../../../../components/ui/page-title';
import { isApiRequestError } from '../../../../lib/api-errors';
import { useAdminMatchReport } from '../../../../features/official-desk/api/admin-reports';
import { AdminMatchReport } from '../../../../features/official-desk/components/admin-match-report';

/** One match's report and files, as an officials' desk filed them. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const leagueId = Number(params.id);
  const contestId = Number(params.contestId);
  const answer = useAdminMatchReport(contestId);
  usePageTitle(t('desk.report.title'));
  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/administration/leagues/league/${leagueId}/reports`}>
        {t('matchReports.back')}
      </Anchor>
      <Title order={1} size="h2">
        {t('desk.report.title')}
      </Title>
      {answer.isPending ? (
        <LoadingBlock rows={4} />
      ) : answer.isError ? (
        isApiRequestError(answer.error) && answer.error.status === 404 ? (
          <EmptyBlock title={t('matchReports.notFound')} />
        ) : (
          <ErrorState onRetry={() => void answer.refetch()} />
        )
      ) : (
        <AdminMatchReport report={answer.data.report} files={answer.data.files} />
      )}
    </Stack>
  );
}
