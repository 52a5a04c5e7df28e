import { List, Paper, Stack } from '@mantine/core';
import type { AdminOfficialTestQuestion } from '@courtside/events';
import { useTranslation } from 'react-i18next';
import { QuestionHeading } from './question-heading';

/** The test's questions as its editors see them: the correct options marked. */
export function QuestionsPreview({ questions }: { questions: AdminOfficialTestQuestion[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {questions.map((question, index) => (
        <Paper key={question.id} withBorder p="sm" radius="md">
          <QuestionHeading question={question} index={index} />
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
