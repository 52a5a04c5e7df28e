import { Button, Checkbox, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import type { OfficialTestAttemptView } from '@courtside/events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useTestStep } from '../api/official-tests';
import { Countdown } from './countdown';
import { QuestionHeading } from './question-heading';

type Chosen = Record<number, number[]>;

/**
 * The questions while the attempt runs: a radio for one answer, boxes for several. Handing in
 * asks first (it happens once); when the time runs out the answers go in as they stand.
 */
export function TakeTest({ view }: { view: OfficialTestAttemptView }) {
  const { t } = useTranslation();
  const { submit } = useTestStep(view.id);
  const [chosen, setChosen] = useState<Chosen>({});
  const [confirming, setConfirming] = useState(false);
  const questions = view.questions ?? [];
  const answered = questions.filter((q) => (chosen[q.id] ?? []).length > 0).length;

  const handIn = () => {
    if (submit.isPending || submit.isSuccess) return;
    submit.mutate(
      {
        answers: questions.map((q) => ({ question_id: q.id, option_ids: chosen[q.id] ?? [] })),
      },
      { onSettled: () => setConfirming(false) },
    );
  };
  const toggle = (questionId: number, optionId: number, on: boolean) =>
    setChosen((current) => {
      const now = new Set(current[questionId] ?? []);
      if (on) now.add(optionId);
      else now.delete(optionId);
      return { ...current, [questionId]: [...now] };
    });

  return (
    <Stack gap="md">
      <Paper
        withBorder
        p="sm"
        radius="md"
        pos="sticky"
        top={0}
        style={{ zIndex: 2, background: 'var(--mantine-color-body)' }}
      >
        <Group justify="space-between" wrap="wrap">
          {view.deadline ? (
            <Countdown deadline={view.deadline} serverNow={view.now} onTimeUp={handIn} />
          ) : null}
          <Text size="sm" c="dimmed">
            {t('officialTests.take.answered', { count: answered, total: questions.length })}
          </Text>
        </Group>
      </Paper>
      {questions.map((question, index) => (
        <Paper key={question.id} withBorder p="md" radius="md">
          <Stack gap="xs">
            <QuestionHeading question={question} index={index} />
            {question.multiple ? (
              <Stack gap="sm">
                {question.options.map((option) => (
                  <Checkbox
                    key={option.id}
                    size="md"
                    label={option.text}
                    checked={(chosen[question.id] ?? []).includes(option.id)}
                    onChange={(event) =>
                      toggle(question.id, option.id, event.currentTarget.checked)
                    }
                  />
                ))}
              </Stack>
            ) : (
              <Radio.Group
                aria-label={question.text}
                value={String(chosen[question.id]?.[0] ?? '')}
                onChange={(value) => setChosen((c) => ({ ...c, [question.id]: [Number(value)] }))}
              >
                <Stack gap="sm">
                  {question.options.map((option) => (
                    <Radio
                      key={option.id}
                      size="md"
                      value={String(option.id)}
                      label={option.text}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          </Stack>
        </Paper>
      ))}
      <Button size="lg" fullWidth loading={submit.isPending} onClick={() => setConfirming(true)}>
        {t('officialTests.take.handIn')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        pending={submit.isPending}
        title={t('officialTests.take.handInTitle')}
        question={t('officialTests.take.handInQuestion', {
          count: answered,
          total: questions.length,
        })}
        onNo={() => setConfirming(false)}
        onYes={handIn}
      />
    </Stack>
  );
}
