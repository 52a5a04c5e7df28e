import { Button, Group, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListState } from '../../../../components/ui/page-state';
import { usePageTitle } from '../../../../components/ui/page-title';
import { useAdminOfficialTests } from '../../../../features/official-tests/api/official-tests';

/** Officials' tests: every test with its pass mark, time limit and how many took and passed it. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('officialTests.admin.title'));
  const tests = useAdminOfficialTests();
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('officialTests.admin.title')}
        </Title>
        <Button component={Link} to="new">
          {t('officialTests.admin.new')}
        </Button>
      </Group>
      <ListState
        query={tests}
        empty={t('officialTests.admin.empty')}
        emptyHint={t('officialTests.admin.emptyHint')}
      >
        {(items) => (
          <Table.ScrollContainer minWidth={600}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('officialTests.form.title')}</Table.Th>
                  <Table.Th ta="right">{t('officialTests.admin.questions')}</Table.Th>
                  <Table.Th ta="right">{t('officialTests.form.passMark')}</Table.Th>
                  <Table.Th ta="right">{t('officialTests.form.timeLimit')}</Table.Th>
                  <Table.Th ta="right">{t('officialTests.admin.assigned')}</Table.Th>
                  <Table.Th ta="right">{t('officialTests.admin.passed')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((test) => (
                  <Table.Tr key={test.id}>
                    <Table.Td>
                      <Link to={String(test.id)}>{test.title}</Link>
                    </Table.Td>
                    <Table.Td ta="right">{test.questions}</Table.Td>
                    <Table.Td ta="right">{test.pass_mark} %</Table.Td>
                    <Table.Td ta="right">
                      {t('officialTests.minutes', { count: test.time_limit_minutes })}
                    </Table.Td>
                    <Table.Td ta="right">{test.assigned}</Table.Td>
                    <Table.Td ta="right">
                      {test.passed} / {test.submitted}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListState>
    </Stack>
  );
}
