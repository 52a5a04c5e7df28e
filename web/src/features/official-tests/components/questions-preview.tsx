import { List, Paper, Stack, Text } from '@mantine/core';
import type { AdminOfficialTestQuestion } from '@courtside/events';
import { useTranslation } from 'react-i18next';

/** The test's questions as its editors see them: the correct options marked. */
export function QuestionsPreview({ questions }: { questions: AdminOfficialTestQuestion[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {questions.map((question, index) => (
        <Paper key={question.id} withBorder p="sm" radius="md">
          <Text fw={600}>
            {index + 1}. {question.text}
          </Text>
          <Text size="xs" c="dimmed">
            {question.multiple ? t('officialTests.take.several') : t('officialTests.take.one')}
          </Text>
          <List size="sm" mt={4}>
            {question.options.map((option) => (
              <List.Item key={option.id} fw={option.correct ? 700 : undefined}>
                {option.text}
                {option.correct ? ` ✓ ${t('officialTests.review.correctMark')}` : ''}
              </List.Item>
            ))}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}
