import { Alert, Anchor, Button, List, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { usePageTitle } from '../../../components/ui/page-title';
import { useMyTest, useTestStep } from '../../../features/official-tests/api/official-tests';
import { TakeTest } from '../../../features/official-tests/components/take-test';
import { TestReview } from '../../../features/official-tests/components/test-review';
import { useState } from 'react';

/** One test: what it asks before the start, the questions while it runs, the result after. */
export function Component() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const test = useMyTest(id);
  const { start } = useTestStep(id);
  const [confirming, setConfirming] = useState(false);
  usePageTitle(test.data?.title ?? t('officialTests.mine.title'));
  if (test.isPending) return <LoadingBlock />;
  if (test.isError) return <ErrorState onRetry={() => void test.refetch()} />;
  const view = test.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/officials/tests">
        {t('officialTests.mine.back')}
      </Anchor>
      <Title order={1} size="h2">
        {view.title}
      </Title>
      {view.status === 'assigned' ? (
        <>
          <List>
            <List.Item>{t('officialTests.minutes', { count: view.time_limit_minutes })}</List.Item>
            <List.Item>{t('officialTests.passMarkValue', { mark: view.pass_mark })}</List.Item>
            <List.Item>{t('officialTests.mine.once')}</List.Item>
          </List>
          <Button size="lg" onClick={() => setConfirming(true)}>
            {t('officialTests.mine.start')}
          </Button>
          <ConfirmDialog
            opened={confirming}
            pending={start.isPending}
            title={t('officialTests.mine.startTitle')}
            question={t('officialTests.mine.startQuestion', { count: view.time_limit_minutes })}
            onNo={() => setConfirming(false)}
            onYes={() => start.mutate(undefined, { onSettled: () => setConfirming(false) })}
          />
        </>
      ) : view.status === 'in_progress' ? (
        <TakeTest view={view} />
      ) : view.status === 'expired' ? (
        <Alert color="orange" title={t('officialTests.status.expired')}>
          {t('officialTests.mine.expired')}
        </Alert>
      ) : (
        <TestReview view={view} />
      )}
    </Stack>
  );
}
