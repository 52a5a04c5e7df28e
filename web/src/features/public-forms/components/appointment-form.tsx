import { NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { appointmentSchema, publicFormLimits, type AppointmentInput } from '@courtside/events';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { dayjs } from '../../../lib/dates';
import { useAppointmentOptions, useBookAppointment } from '../api/appointments';
import { usePublicForm } from '../hooks/use-public-form';
import { emailField, PublicFormFrame, PublicTextFields } from './public-form-frame';

const fields = [
  'full_name',
  'email',
  'phone',
  'sport_id',
  'arena_id',
  'tournament',
  'home_team',
  'away_team',
  'starts_at',
  'duration_minutes',
  'notes',
  'captcha',
] as const;

/** The browser's datetime-local value for an ISO instant, and back (the visitor's time zone). */
const toLocalInput = (iso: string) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '');
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

/** Public booking of an arena slot (spec §2 `appointments`, §3's appointment fields). */
export function AppointmentForm({ onBooked }: { onBooked(): void }) {
  const { t } = useTranslation();
  const options = useAppointmentOptions();
  const book = useBookAppointment(t('publicForms.appointments.booked'));
  const publicForm = usePublicForm<AppointmentInput>({
    schema: appointmentSchema,
    defaultValues: {
      full_name: '',
      email: '',
      phone: '',
      tournament: '',
      home_team: '',
      away_team: '',
      starts_at: '',
      duration_minutes: 90,
      notes: '',
      captcha: '',
    },
    fields,
    onSubmit: async (input) => {
      await book.mutateAsync(input);
      onBooked();
    },
  });
  const {
    form: {
      control,
      formState: { errors },
    },
    text,
    field: fieldProps,
  } = publicForm;
  if (options.isPending) return <LoadingBlock />;
  if (options.isError) return <ErrorState onRetry={() => void options.refetch()} />;
  const choices = (list: { id: number; name: string }[]) =>
    list.map((item) => ({ value: String(item.id), label: item.name }));

  const select = (
    name: 'sport_id' | 'arena_id',
    label: string,
    data: { id: number; name: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required
          data={choices(data)}
          value={field.value ? String(field.value) : null}
          onChange={(value) => field.onChange(value ? Number(value) : undefined)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={text(errors[name]?.message)}
        />
      )}
    />
  );

  return (
    <PublicFormFrame
      form={publicForm}
      label={t('publicForms.appointments.title')}
      submitLabel={t('publicForms.appointments.submit')}
      pending={book.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PublicTextFields
          form={publicForm}
          fields={[
            { name: 'full_name', label: 'fullName', autoComplete: 'name', required: true },
            { name: 'email', ...emailField },
            { name: 'phone', label: 'phone', type: 'tel', autoComplete: 'tel', required: true },
          ]}
        />
        {select('sport_id', t('publicForms.fields.sport'), options.data.sports)}
        {select('arena_id', t('publicForms.fields.arena'), options.data.arenas)}
        <PublicTextFields
          form={publicForm}
          fields={[
            { name: 'tournament', label: 'tournament' },
            { name: 'home_team', label: 'homeTeam', required: true },
            { name: 'away_team', label: 'awayTeam', required: true },
          ]}
        />
        <Controller
          control={control}
          name="starts_at"
          render={({ field }) => (
            <TextInput
              label={t('publicForms.fields.startsAt')}
              type="datetime-local"
              required
              value={toLocalInput(field.value)}
              onChange={(event) => field.onChange(fromLocalInput(event.currentTarget.value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={text(errors.starts_at?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="duration_minutes"
          render={({ field }) => (
            <NumberInput
              label={t('publicForms.fields.duration')}
              description={t('publicForms.appointments.durationHint', {
                min: publicFormLimits.minDurationMinutes,
                max: publicFormLimits.maxDurationMinutes,
              })}
              required
              allowDecimal={false}
              step={15}
              value={field.value}
              onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={text(errors.duration_minutes?.message)}
            />
          )}
        />
      </SimpleGrid>
      <Textarea
        label={t('publicForms.fields.notes')}
        autosize
        minRows={3}
        {...fieldProps('notes')}
      />
    </PublicFormFrame>
  );
}
