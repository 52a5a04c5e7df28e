import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingBlock } from '../../../../components/ui/page-state';
import { usePageTitle } from '../../../../components/ui/page-title';
import { useAdminOfficialTest } from '../../../../features/official-tests/api/official-tests';
import { AssignOfficials } from '../../../../features/official-tests/components/assign-officials';
import { QuestionsPreview } from '../../../../features/official-tests/components/questions-preview';
import { ResultsTable } from '../../../../features/official-tests/components/results-table';

/** One test: who was given it and how they did, whom to give it to, and its questions. */
export function Component() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const test = useAdminOfficialTest(id);
  usePageTitle(test.data?.title ?? t('officialTests.admin.title'));
  if (test.isPending) return <LoadingBlock />;
  if (test.isError) return <ErrorState onRetry={() => void test.refetch()} />;
  const detail = test.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/administration/official-tests">
        {t('officialTests.admin.back')}
      </Anchor>
      <Title order={1} size="h2">
        {detail.title}
      </Title>
      <Group gap="lg">
        <Text size="sm">{t('officialTests.passMarkValue', { mark: detail.pass_mark })}</Text>
        <Text size="sm">{t('officialTests.minutes', { count: detail.time_limit_minutes })}</Text>
        <Text size="sm">
          {t('officialTests.questionCount', { count: detail.questions.length })}
        </Text>
      </Group>
      <Title order={2} size="h3">
        {t('officialTests.results.title')}
      </Title>
      <AssignOfficials testId={id} assigned={detail.results.map((r) => r.account_id)} />
      <ResultsTable rows={detail.results} />
      <Title order={2} size="h3">
        {t('officialTests.admin.questions')}
      </Title>
      <QuestionsPreview questions={detail.questions} />
    </Stack>
  );
}
