import { Alert, Badge, List, Paper, Stack, Text } from '@mantine/core';
import type { OfficialTestAttemptView } from '@courtside/events';
import { useTranslation } from 'react-i18next';

/** The result after hand-in: the score, pass or fail, and each question with the right options. */
export function TestReview({ view }: { view: OfficialTestAttemptView }) {
  const { t } = useTranslation();
  const passed = view.status === 'passed';
  return (
    <Stack gap="md">
      <Alert color={passed ? 'green' : 'red'} title={t(`officialTests.status.${view.status}`)}>
        {t('officialTests.review.summary', {
          score: view.score,
          max: view.max_score,
          percent: view.percent,
          mark: view.pass_mark,
        })}
      </Alert>
      {(view.review ?? []).map((question, index) => (
        <Paper key={question.id} withBorder p="md" radius="md">
          <Stack gap={4}>
            <Text fw={600}>
              {index + 1}. {question.text}{' '}
              <Badge color={question.right ? 'green' : 'red'} variant="light">
                {question.right ? t('officialTests.review.right') : t('officialTests.review.wrong')}
              </Badge>
            </Text>
            <List size="sm">
              {question.options.map((option) => {
                const correct = question.correct.includes(option.id);
                const chosen = question.chosen.includes(option.id);
                return (
                  <List.Item key={option.id} fw={correct ? 700 : undefined}>
                    {option.text}
                    {correct ? ` ✓ ${t('officialTests.review.correctMark')}` : ''}
                    {chosen ? ` · ${t('officialTests.review.yourChoice')}` : ''}
                  </List.Item>
                );
              })}
            </List>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
