import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  fileMatchReportSchema,
  reportSides,
  type FileMatchReportInput,
  type MatchReport,
} from '@courtside/events';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-errors';
import { commandResolver, type FormTexts } from '../../../lib/command-form';
import { formatDateTime } from '../../../lib/dates';
import { useMessageText } from '../../../lib/use-message-text';
import { useFileMatchReport } from '../api/match-report';

type ListName = 'technical_fouls' | 'unsportsmanlike_fouls' | 'injuries';
const lists: ListName[] = ['technical_fouls', 'unsportsmanlike_fouls', 'injuries'];

const texts: FormTexts = {
  reportText: 'desk.report.errors.text',
  reportAttendance: 'desk.report.errors.attendance',
  reportEntries: 'desk.report.errors.entries',
  required: 'desk.report.errors.required',
  validName: 'desk.report.errors.name',
  invalid: 'desk.report.errors.invalid',
};

function formValues(report: MatchReport): FileMatchReportInput {
  return {
    notes: report.notes,
    incidents: report.incidents,
    attendance: report.attendance,
    technical_fouls: report.technical_fouls,
    unsportsmanlike_fouls: report.unsportsmanlike_fouls,
    injuries: report.injuries,
    expected_revision: report.revision,
  };
}

/** One list of the report (technical fouls, unsportsmanlike fouls, injuries): who, which side. */
function EntryList({ name, control }: { name: ListName; control: Control<FileMatchReportInput> }) {
  const { t } = useTranslation();
  const message = useMessageText();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm">
        {t(`desk.report.${name}`)}
      </Text>
      {fields.map((field, index) => (
        <Stack
          key={field.id}
          gap={6}
          p="xs"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}
        >
          <Controller
            control={control}
            name={`${name}.${index}.side`}
            render={({ field: side, fieldState }) => (
              <Select
                label={t('desk.report.side')}
                data={reportSides.map((value) => ({
                  value,
                  label: t(`desk.report.sides.${value}`),
                }))}
                value={side.value}
                onChange={(value) => side.onChange(value ?? 'home')}
                error={message(fieldState.error?.message)}
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={control}
            name={`${name}.${index}.person`}
            render={({ field: person, fieldState }) => (
              <TextInput
                label={t('desk.report.person')}
                {...person}
                value={person.value ?? ''}
                error={message(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name={`${name}.${index}.note`}
            render={({ field: note, fieldState }) => (
              <TextInput
                label={t('desk.report.note')}
                {...note}
                value={note.value ?? ''}
                error={message(fieldState.error?.message)}
              />
            )}
          />
          <Button variant="subtle" color="red" size="compact-sm" onClick={() => remove(index)}>
            {t('desk.report.removeEntry')}
          </Button>
        </Stack>
      ))}
      <Button
        variant="light"
        size="sm"
        onClick={() => append({ side: 'home', person: '', note: null })}
      >
        {t(`desk.report.add.${name}`)}
      </Button>
    </Stack>
  );
}

/**
 * The match report (spec §2 officials: report): notes, incidents, attendance, technical and
 * unsportsmanlike fouls, injuries. Checked with the schema command-service uses; a filing
 * someone else replaced first is said, and their report loaded, rather than overwritten.
 */
export function MatchReportForm({ contestId, report }: { contestId: number; report: MatchReport }) {
  const { t } = useTranslation();
  const message = useMessageText();
  const file = useFileMatchReport(contestId, t('desk.report.filed'));
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<FileMatchReportInput>({
    resolver: commandResolver<FileMatchReportInput>(fileMatchReportSchema, texts),
    defaultValues: formValues(report),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) => {
    setProblem(null);
    file.mutate(input, {
      onSuccess: (saved) => form.reset(formValues(saved)),
      onError: (error) => {
        if (!isApiRequestError(error)) return;
        if (error.status === 409) {
          const current = (error.data as { report?: MatchReport } | undefined)?.report;
          setProblem(t('desk.report.conflict'));
          if (current) form.reset(formValues(current));
          return;
        }
        if (error.status === 422) {
          for (const [field, [text]] of Object.entries(error.fieldErrors)) {
            if (text) form.setError(field as keyof FileMatchReportInput, { message: text });
          }
          setProblem(error.message);
        }
      },
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4">
            {t('desk.report.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {report.filed_at && report.filed_by
              ? t('desk.report.filedBy', {
                  name: report.filed_by.name,
                  time: formatDateTime(report.filed_at),
                })
              : t('desk.report.notFiled')}
          </Text>
        </Group>
        <Textarea
          label={t('desk.report.notes')}
          autosize
          minRows={3}
          {...form.register('notes')}
          error={message(errors.notes?.message)}
        />
        <Textarea
          label={t('desk.report.incidents')}
          autosize
          minRows={2}
          {...form.register('incidents')}
          error={message(errors.incidents?.message)}
        />
        <Controller
          control={form.control}
          name="attendance"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('desk.report.attendance')}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
              onBlur={field.onBlur}
              allowDecimal={false}
              min={0}
              inputMode="numeric"
              error={message(fieldState.error?.message)}
            />
          )}
        />
        {lists.map((name) => (
          <EntryList key={name} name={name} control={form.control} />
        ))}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Button type="submit" size="md" loading={file.isPending}>
          {t('desk.report.submit')}
        </Button>
      </Stack>
    </form>
  );
}
