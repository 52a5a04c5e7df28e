import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { OfficialTestInput } from '@courtside/events';
import { officialTestLimits } from '@courtside/events';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Form = UseFormReturn<OfficialTestInput>;

/** The message of a (nested) form error, array-level ones included. */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof message === 'string') return message;
  return typeof root?.message === 'string' ? root.message : undefined;
}

/**
 * One question: its text, whether several options may be correct, and its options each with
 * a "correct" tick. With one answer, ticking an option unticks the others.
 */
export function QuestionFields({
  form,
  index,
  onRemove,
}: {
  form: Form;
  index: number;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const { register, watch, setValue, formState } = form;
  const options = useFieldArray({ control: form.control, name: `questions.${index}.options` });
  const multiple = watch(`questions.${index}.multiple`);
  const errors = formState.errors.questions?.[index];
  const text = (error: unknown) => {
    const message = messageOf(error);
    return message ? t(message, { defaultValue: message }) : undefined;
  };

  const tick = (optionIndex: number, checked: boolean) => {
    if (!multiple && checked) {
      options.fields.forEach((_field, other) =>
        setValue(`questions.${index}.options.${other}.correct`, other === optionIndex),
      );
    } else {
      setValue(`questions.${index}.options.${optionIndex}.correct`, checked);
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('officialTests.form.question', { number: index + 1 })}</Text>
          {onRemove ? (
            <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
              {t('officialTests.form.removeQuestion')}
            </Button>
          ) : null}
        </Group>
        <Textarea
          label={t('officialTests.form.questionText')}
          autosize
          minRows={2}
          error={text(errors?.text)}
          {...register(`questions.${index}.text`)}
        />
        <Switch
          label={t('officialTests.form.multiple')}
          checked={Boolean(multiple)}
          onChange={(event) => setValue(`questions.${index}.multiple`, event.currentTarget.checked)}
        />
        <Stack gap="xs" role="group" aria-label={t('officialTests.form.options')}>
          {options.fields.map((field, optionIndex) => (
            <Group key={field.id} gap="xs" wrap="nowrap" align="flex-start">
              <Checkbox
                mt={8}
                aria-label={t('officialTests.form.correctFor', { number: optionIndex + 1 })}
                checked={Boolean(watch(`questions.${index}.options.${optionIndex}.correct`))}
                onChange={(event) => tick(optionIndex, event.currentTarget.checked)}
              />
              <TextInput
                style={{ flex: 1 }}
                aria-label={t('officialTests.form.option', { number: optionIndex + 1 })}
                placeholder={t('officialTests.form.option', { number: optionIndex + 1 })}
                error={text(errors?.options?.[optionIndex]?.text)}
                {...register(`questions.${index}.options.${optionIndex}.text`)}
              />
              <ActionIcon
                mt={4}
                variant="subtle"
                color="red"
                aria-label={t('officialTests.form.removeOption', { number: optionIndex + 1 })}
                disabled={options.fields.length <= officialTestLimits.minOptions}
                onClick={() => options.remove(optionIndex)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {text(errors?.options) ? (
            <Text c="red" size="sm" role="alert">
              {text(errors?.options)}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="light"
              size="xs"
              disabled={options.fields.length >= officialTestLimits.maxOptions}
              onClick={() => options.append({ text: '', correct: false })}
            >
              {t('officialTests.form.addOption')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
