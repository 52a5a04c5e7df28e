import { Button, NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { appointmentSchema, publicFormLimits, type AppointmentInput } from '@courtside/events';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { FormFrame } from '../../../components/ui/form-frame';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { dayjs } from '../../../lib/dates';
import { useAppointmentOptions, useBookAppointment } from '../api/appointments';
import { usePublicForm } from '../hooks/use-public-form';

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
  const { form, submit, formError, text, captchaKey } = usePublicForm<AppointmentInput>({
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
    register,
    control,
    formState: { errors },
  } = form;
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
    <FormFrame label={t('publicForms.appointments.title')} onSubmit={submit} error={formError}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('publicForms.fields.fullName')}
          autoComplete="name"
          required
          {...register('full_name')}
          error={text(errors.full_name?.message)}
        />
        <TextInput
          label={t('publicForms.fields.email')}
          type="email"
          autoComplete="email"
          required
          {...register('email')}
          error={text(errors.email?.message)}
        />
        <TextInput
          label={t('publicForms.fields.phone')}
          type="tel"
          autoComplete="tel"
          required
          {...register('phone')}
          error={text(errors.phone?.message)}
        />
        {select('sport_id', t('publicForms.fields.sport'), options.data.sports)}
        {select('arena_id', t('publicForms.fields.arena'), options.data.arenas)}
        <TextInput
          label={t('publicForms.fields.tournament')}
          {...register('tournament')}
          error={text(errors.tournament?.message)}
        />
        <TextInput
          label={t('publicForms.fields.homeTeam')}
          required
          {...register('home_team')}
          error={text(errors.home_team?.message)}
        />
        <TextInput
          label={t('publicForms.fields.awayTeam')}
          required
          {...register('away_team')}
          error={text(errors.away_team?.message)}
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
        {...register('notes')}
        error={text(errors.notes?.message)}
      />
      <Controller
        control={control}
        name="captcha"
        render={({ field }) => (
          <CaptchaField
            resetKey={captchaKey}
            onChange={field.onChange}
            error={text(errors.captcha?.message)}
          />
        )}
      />
      <Button type="submit" loading={book.isPending}>
        {t('publicForms.appointments.submit')}
      </Button>
    </FormFrame>
  );
}
