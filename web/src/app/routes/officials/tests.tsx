import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListState } from '../../../components/ui/page-state';
import { useMyTests } from '../../../features/official-tests/api/official-tests';
import { TestStatusBadge } from '../../../features/official-tests/components/status-badge';
import { RoutePage } from '../../layouts/route-page';

/** The tests given to the signed-in official, each with where they stand. */
export function Component() {
  const { t } = useTranslation();
  const tests = useMyTests();
  return (
    <RoutePage title={t('officialTests.mine.title')} gap="lg">
      <ListState
        query={tests}
        empty={t('officialTests.mine.empty')}
        emptyHint={t('officialTests.mine.emptyHint')}
      >
        {(items) => (
          <Stack gap="sm">
            {items.map((test) => (
              <Paper
                key={test.id}
                withBorder
                p="md"
                radius="md"
                component="article"
                aria-label={test.title}
              >
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={700}>{test.title}</Text>
                    <TestStatusBadge status={test.status} />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('officialTests.questionCount', { count: test.questions })} ·{' '}
                    {t('officialTests.minutes', { count: test.time_limit_minutes })} ·{' '}
                    {t('officialTests.passMarkValue', { mark: test.pass_mark })}
                    {test.percent === null ? '' : ` · ${test.percent} %`}
                  </Text>
                  <Button component={Link} to={String(test.id)} size="md" variant="light">
                    {test.status === 'assigned'
                      ? t('officialTests.mine.open')
                      : test.status === 'in_progress'
                        ? t('officialTests.mine.continue')
                        : t('officialTests.mine.result')}
                  </Button>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </ListState>
    </RoutePage>
  );
}
