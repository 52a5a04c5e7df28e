import { Group, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/ui/date-field';
import { NameFields } from '../../../components/ui/name-fields';
import { formField } from '../../../lib/form-field';
import { leagueLimits } from '../api/league-form';
import { CategorySeasonFields } from './category-season-fields';
import type { WizardStepProps } from './wizard-steps';

/**
 * Step 1: name, places, rounds, weeks, start date, city, season and category, and whether the
 * league is public.
 */
export function WizardBasicsStep({ form, text, categories }: WizardStepProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const field = formField(form, text);
  return (
    <Stack gap="md" mt="md">
      <NameFields field={field} label={t('leaguesAdmin.fields.name')} />
      <Group grow align="flex-start">
        <Controller
          control={control}
          name="number_of_teams"
          render={({ field }) => (
            <NumberInput
              label={t('leaguesAdmin.fields.numberOfTeams')}
              min={leagueLimits.minTeams}
              max={leagueLimits.maxTeams}
              clampBehavior="none"
              value={field.value}
              onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
              error={text(errors.number_of_teams?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="rounds"
          render={({ field }) => (
            <NumberInput
              label={t('leaguesAdmin.fields.rounds')}
              min={leagueLimits.minRounds}
              max={leagueLimits.maxRounds}
              clampBehavior="none"
              value={field.value}
              onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
              error={text(errors.rounds?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="weeks"
          render={({ field }) => (
            <NumberInput
              label={t('leaguesAdmin.fields.weeks')}
              description={t('leaguesAdmin.fields.weeksHelp')}
              min={1}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === '' ? null : Number(value))}
              error={text(errors.weeks?.message)}
            />
          )}
        />
      </Group>
      <Group grow align="flex-start">
        <FormDateField
          control={control}
          name="start_date"
          label={t('leaguesAdmin.fields.startDate')}
          required
          error={text(errors.start_date?.message)}
        />
        <TextInput label={t('leaguesAdmin.fields.city')} {...field('city')} />
      </Group>
      <Controller
        control={control}
        name="category_id"
        render={({ field }) => (
          <CategorySeasonFields
            categories={categories}
            value={field.value ?? null}
            onChange={field.onChange}
            error={text(errors.category_id?.message)}
          />
        )}
      />
      <Switch label={t('leaguesAdmin.fields.public')} {...register('public')} />
    </Stack>
  );
}
