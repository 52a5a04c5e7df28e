import { Card, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { useMatchReport } from '../api/match-report';
import { MatchFilesPanel } from './match-files-panel';
import { MatchReportForm } from './match-report-form';

/** Below a match's score: its report and its files, one tab each (phone-first). */
export function MatchDesk({ contestId, accountId }: { contestId: number; accountId: number }) {
  const { t } = useTranslation();
  const report = useMatchReport(contestId);
  return (
    <Card withBorder padding="sm">
      <Tabs defaultValue="report" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="report">{t('desk.report.tab')}</Tabs.Tab>
          <Tabs.Tab value="files">{t('desk.files.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="report" pt="md">
          {report.isPending ? (
            <LoadingBlock rows={4} />
          ) : report.isError ? (
            <ErrorState onRetry={() => void report.refetch()} />
          ) : (
            // Keyed by revision: a filing from elsewhere starts the form from what stands.
            <MatchReportForm
              key={report.data.revision ?? 'new'}
              contestId={contestId}
              report={report.data}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="files" pt="md">
          <MatchFilesPanel contestId={contestId} accountId={accountId} />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
