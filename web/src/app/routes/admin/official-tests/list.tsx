import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../../components/ui/data-table';
import { PageHeading } from '../../../../components/ui/page-heading';
import { usePageTitle } from '../../../../components/ui/page-title';
import { useAdminOfficialTests } from '../../../../features/official-tests/api/official-tests';

const right = { ta: 'right' } as const;

/** Officials' tests: every test with its pass mark, time limit and how many took and passed it. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('officialTests.admin.title'));
  const tests = useAdminOfficialTests();
  return (
    <Stack gap="lg">
      <PageHeading title={t('officialTests.admin.title')}>
        <Button component={Link} to="new">
          {t('officialTests.admin.new')}
        </Button>
      </PageHeading>
      <DataTable
        label={t('officialTests.admin.title')}
        loading={tests.isPending}
        failed={tests.isError}
        onRetry={() => void tests.refetch()}
        rows={tests.data?.data}
        empty={{
          title: t('officialTests.admin.empty'),
          description: t('officialTests.admin.emptyHint'),
        }}
        minWidth={600}
        columns={[
          {
            key: 'title',
            header: t('officialTests.form.title'),
            cell: (test) => <Link to={String(test.id)}>{test.title}</Link>,
          },
          {
            key: 'questions',
            header: t('officialTests.admin.questions'),
            td: right,
            cell: (test) => test.questions,
          },
          {
            key: 'passMark',
            header: t('officialTests.form.passMark'),
            td: right,
            cell: (test) => `${test.pass_mark} %`,
          },
          {
            key: 'timeLimit',
            header: t('officialTests.form.timeLimit'),
            td: right,
            cell: (test) => t('officialTests.minutes', { count: test.time_limit_minutes }),
          },
          {
            key: 'assigned',
            header: t('officialTests.admin.assigned'),
            td: right,
            cell: (test) => test.assigned,
          },
          {
            key: 'passed',
            header: t('officialTests.admin.passed'),
            td: right,
            cell: (test) => `${test.passed} / ${test.submitted}`,
          },
        ]}
      />
    </Stack>
  );
}
