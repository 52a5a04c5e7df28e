import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A question's number and text, and whether one answer or several are right. */
export function QuestionHeading({
  question,
  index,
}: {
  question: { text: string; multiple: boolean };
  index: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text fw={600}>
        {index + 1}. {question.text}
      </Text>
      <Text size="xs" c="dimmed">
        {question.multiple ? t('officialTests.take.several') : t('officialTests.take.one')}
      </Text>
    </>
  );
}
