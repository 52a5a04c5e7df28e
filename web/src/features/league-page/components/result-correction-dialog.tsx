import { scoreFields, type PublicContest, type ScoreField } from '@courtside/events';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_PERIOD_SCORE } from '../../../config/constants';
import { isApiRequestError } from '../../../lib/api-errors';
import { commandResolver } from '../../../lib/command-form';
import {
  correctionSchema,
  correctionTexts,
  useCorrectResult,
  type CorrectionInput,
} from '../api/correct-result';

const scoresOf = (contest: PublicContest): CorrectionInput => ({
  ...(Object.fromEntries(scoreFields.map((field) => [field, contest[field]])) as Record<
    ScoreField,
    number | null
  >),
  reason: '',
});

/** A match that has started but was never finished: an organiser may enter its result. */
const unfinishedPlayed = (contest: PublicContest) =>
  (contest.status === 'scheduled' || contest.status === 'in_progress') &&
  Date.parse(contest.time) <= Date.now();

/**
 * "Correct result" on a finished contest, and "Enter result" on one played but never finished,
 * for administrators (list.leagues), at any time: the whole score and a reason. A correction
 * replaces the old result in the standings (also as of earlier rounds); an entry keeps the
 * match's date, so the standings as of that day count it; the history keeps the reason.
 */
export function CorrectResultButton({ contest }: { contest: PublicContest }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const entering = unfinishedPlayed(contest);
  if (contest.status !== 'finished' && !entering) return null;
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)}>
        {entering ? t('organiserResults.enter') : t('standingsArea.correction.open')}
      </Button>
      {opened && (
        <ResultCorrectionDialog
          contest={contest}
          entering={entering}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}

export function ResultCorrectionDialog({
  contest,
  entering = false,
  onClose,
}: {
  contest: PublicContest;
  /** Entering the result of a match never finished, rather than correcting a final one. */
  entering?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = entering ? t('organiserResults.enterTitle') : t('standingsArea.correction.title');
  const correct = useCorrectResult(
    contest,
    entering ? t('organiserResults.entered') : t('standingsArea.correction.saved'),
  );
  const { control, handleSubmit, setError, formState } = useForm<CorrectionInput>({
    resolver: commandResolver<CorrectionInput>(correctionSchema, correctionTexts),
    defaultValues: scoresOf(contest),
  });
  const text = (message: string | undefined) =>
    message ? t(message, { defaultValue: message }) : undefined;

  const submit = handleSubmit(async (input) => {
    try {
      await correct.mutateAsync(input);
      onClose();
    } catch (failure) {
      if (!isApiRequestError(failure) || failure.status !== 422) return;
      for (const [field, messages] of Object.entries(failure.fieldErrors)) {
        const name = (field in input ? field : 'root') as FieldPath<CorrectionInput> | 'root';
        setError(name, { type: 'server', message: messages[0] });
      }
    }
  });

  const periodLabel = (field: ScoreField) =>
    field.endsWith('extra')
      ? t('standingsArea.correction.extra')
      : t('standingsArea.correction.period', { period: field.slice(1) });

  const side = (prefix: 'A' | 'B', team: string) => (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {team}
      </Text>
      <SimpleGrid cols={5} spacing="xs">
        {scoreFields
          .filter((field) => field.startsWith(prefix))
          .map((field) => (
            <Controller
              key={field}
              control={control}
              name={field}
              render={({ field: input, fieldState }) => (
                <NumberInput
                  aria-label={`${team}: ${periodLabel(field)}`}
                  label={periodLabel(field)}
                  min={0}
                  max={MAX_PERIOD_SCORE}
                  allowNegative={false}
                  allowDecimal={false}
                  value={input.value ?? ''}
                  onChange={(value) => input.onChange(value === '' ? null : Number(value))}
                  onBlur={input.onBlur}
                  error={text(fieldState.error?.message)}
                />
              )}
            />
          ))}
      </SimpleGrid>
    </Stack>
  );

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
        <Stack gap="md">
          {side('A', contest.first_team.name)}
          {side('B', contest.second_team.name)}
          <Controller
            control={control}
            name="reason"
            render={({ field, fieldState }) => (
              <Textarea
                label={t('standingsArea.correction.reason')}
                description={
                  entering
                    ? t('organiserResults.enterHint')
                    : t('standingsArea.correction.reasonHint')
                }
                required
                autosize
                minRows={2}
                {...field}
                error={text(fieldState.error?.message)}
              />
            )}
          />
          {formState.errors.root?.message && (
            <Text c="red" size="sm" role="alert">
              {text(formState.errors.root.message)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('standingsArea.correction.cancel')}
            </Button>
            <Button type="submit" loading={correct.isPending}>
              {t('standingsArea.correction.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
