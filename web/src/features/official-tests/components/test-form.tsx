import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { officialTestLimits, officialTestSchema, type OfficialTestInput } from '@courtside/events';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { commandResolver, type FormTexts } from '../../../lib/command-form';
import { showServerErrors } from '../../../lib/server-errors';
import { useCreateOfficialTest } from '../api/official-tests';
import { QuestionFields } from './question-fields';

const e = (key: string) => `officialTests.errors.${key}`;
/** The schema's message keys as this form's texts. */
const texts: FormTexts = {
  required: e('required'),
  validName: e('validName'),
  validNumber: e('validNumber'),
  invalid: e('invalid'),
  testCorrectCount: e('testCorrectCount'),
  testOptions: e('testOptions'),
  testQuestions: e('testQuestions'),
  testPassMark: e('testPassMark'),
  testTimeLimit: e('testTimeLimit'),
};

const blankQuestion = () => ({
  text: '',
  multiple: false,
  options: [
    { text: '', correct: true },
    { text: '', correct: false },
  ],
});

/** Writes a new test: title, pass mark, time limit and its questions. */
export function OfficialTestForm({ onCreated }: { onCreated(id: number): void }) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateOfficialTest(t('officialTests.form.created'));
  const form = useForm<OfficialTestInput>({
    resolver: commandResolver<OfficialTestInput>(officialTestSchema, texts),
    defaultValues: {
      title: '',
      pass_mark: 70,
      time_limit_minutes: 30,
      questions: [blankQuestion()],
    },
  });
  const { register, handleSubmit, setError, formState, control } = form;
  const questions = useFieldArray({ control, name: 'questions' });
  const text = (message: string | undefined) =>
    message ? t(message, { defaultValue: message }) : undefined;

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const created = await create.mutateAsync(input);
      onCreated(created.id);
    } catch (error) {
      showServerErrors(error, ['title', 'pass_mark', 'time_limit_minutes', 'questions'], {
        field: (name, message) => setError(name as 'title', { type: 'server', message }),
        form: setFormError,
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <FormError text={formError} />
        <TextInput
          label={t('officialTests.form.title')}
          required
          error={text(formState.errors.title?.message)}
          {...register('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="pass_mark"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('officialTests.form.passMark')}
                description={t('officialTests.form.passMarkHint')}
                min={officialTestLimits.minPassMark}
                max={officialTestLimits.maxPassMark}
                suffix=" %"
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                error={text(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="time_limit_minutes"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('officialTests.form.timeLimit')}
                description={t('officialTests.form.timeLimitHint')}
                min={officialTestLimits.minMinutes}
                max={officialTestLimits.maxMinutes}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                error={text(fieldState.error?.message)}
              />
            )}
          />
        </SimpleGrid>
        {questions.fields.map((field, index) => (
          <QuestionFields
            key={field.id}
            form={form}
            index={index}
            onRemove={questions.fields.length > 1 ? () => questions.remove(index) : undefined}
          />
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            disabled={questions.fields.length >= officialTestLimits.maxQuestions}
            onClick={() => questions.append(blankQuestion())}
          >
            {t('officialTests.form.addQuestion')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('officialTests.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
