import {
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormDateField } from '../../../components/ui/date-field';
import { useInPlaceForm } from '../../../components/ui/in-place-form';
import { EmptyBlock, RecordState } from '../../../components/ui/page-state';
import { InPlaceActions } from '../../../components/ui/in-place-actions';
import { NameFields } from '../../../components/ui/name-fields';
import {
  TieBreakOrderInput,
  tieBreakOrderError,
} from '../../../components/ui/tie-break-order-input';
import { commandResolver } from '../../../lib/command-form';
import {
  leagueDetailsSchema,
  leagueDetailsTexts,
  useDeleteLeague,
  useSaveLeagueDetails,
  type LeagueDetails,
  type LeagueDetailsInput,
} from '../api/league-details';
import { leagueLimits } from '../api/league-form';
import { useLeague } from '../api/leagues';
import { CategorySeasonFields, type CategoryOption } from './category-season-fields';
import { leaguesBase } from './leagues-table';

const detailsOf = (league: LeagueDetails): LeagueDetailsInput => ({
  name: league.name,
  cyrillic_name: league.cyrillic_name,
  number_of_teams: league.number_of_teams,
  rounds: league.rounds,
  weeks: league.weeks,
  start_date: league.start_date,
  city: league.city,
  public: league.public,
  category_id: league.category_id,
  tie_break_order: league.tie_break_order,
});

function DetailsForm({
  league,
  categories,
}: {
  league: LeagueDetails;
  categories: CategoryOption[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveLeagueDetails(league.id, t('phone.league.saved'));
  const remove = useDeleteLeague(league.id, t('phone.league.deleted'));
  const [confirming, setConfirming] = useState(false);
  // The refusal is the mutation's own state, so it shows whatever re-renders the form meanwhile.
  const deleteError = remove.error?.message ?? null;
  const { form, submit, text, field } = useInPlaceForm<LeagueDetailsInput>({
    resolver: commandResolver<LeagueDetailsInput>(leagueDetailsSchema, leagueDetailsTexts),
    values: detailsOf(league),
    save: async (input) => detailsOf(await save.mutateAsync(input)),
  });
  const {
    control,
    reset,
    formState: { errors, isDirty },
  } = form;

  const numberField = (name: 'number_of_teams' | 'rounds' | 'weeks', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          min={name === 'rounds' ? leagueLimits.minRounds : 1}
          clampBehavior="none"
          allowDecimal={false}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? null : Number(value))}
          onBlur={field.onBlur}
          error={text(fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('phone.league.title')}>
      <Fieldset legend={t('phone.league.title')}>
        <Stack gap="md">
          <NameFields field={field} label={t('leaguesAdmin.fields.name')} />
          <Group grow align="flex-start">
            <FormDateField
              control={control}
              name="start_date"
              label={t('leaguesAdmin.fields.startDate')}
              error={text(errors.start_date?.message)}
            />
            {numberField('weeks', t('leaguesAdmin.fields.weeks'))}
          </Group>
          <Group grow align="flex-start">
            {numberField('number_of_teams', t('leaguesAdmin.fields.numberOfTeams'))}
            {numberField('rounds', t('leaguesAdmin.fields.rounds'))}
          </Group>
          <TextInput
            label={t('leaguesAdmin.fields.city')}
            {...field('city', { setValueAs: (value: string) => value || null })}
          />
          <Controller
            control={control}
            name="category_id"
            render={({ field, fieldState }) => (
              <CategorySeasonFields
                categories={categories}
                value={field.value ?? null}
                onChange={field.onChange}
                error={text(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="public"
            render={({ field }) => (
              <Switch
                label={t('leaguesAdmin.fields.public')}
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Controller
            control={control}
            name="tie_break_order"
            render={({ field }) => (
              <TieBreakOrderInput
                value={field.value ?? []}
                onChange={field.onChange}
                description={t('leaguesAdmin.fields.tieBreakHint')}
                error={text(tieBreakOrderError(errors.tie_break_order))}
              />
            )}
          />
          <Group justify="space-between">
            <Button color="red" variant="light" onClick={() => setConfirming(true)}>
              {t('phone.league.delete')}
            </Button>
            <InPlaceActions
              dirty={isDirty}
              pending={save.isPending}
              onCancel={() => reset(detailsOf(league))}
            />
          </Group>
        </Stack>
      </Fieldset>
      <ConfirmDialog
        opened={confirming}
        title={t('phone.league.deleteTitle')}
        question={t('phone.league.deleteQuestion', { name: league.name })}
        pending={remove.isPending}
        onNo={() => {
          setConfirming(false);
          remove.reset();
        }}
        onYes={() => remove.mutate(undefined, { onSuccess: () => void navigate(leaguesBase) })}
      >
        {deleteError && (
          <Alert color="red" role="alert">
            {deleteError}
          </Alert>
        )}
      </ConfirmDialog>
    </form>
  );
}

/**
 * A league's edit screen: every field the wizard set (name, dates, places, rounds, city,
 * season and category, public flag), the order of its standings' tie-breaks, and delete while no
 * result exists.
 */
export function LeagueDetailsForm({
  leagueId,
  categories,
}: {
  leagueId: number;
  categories: CategoryOption[];
}) {
  const { t } = useTranslation();
  const league = useLeague(leagueId);
  return (
    <RecordState
      query={league}
      rows={6}
      notFound={<EmptyBlock title={t('leaguesAdmin.page.notFound')} />}
    >
      {/* GET /api/admin/leagues/:id answers the whole row; AdminLeagueDetail names only a part. */}
      {(data) => <DetailsForm league={data as LeagueDetails} categories={categories} />}
    </RecordState>
  );
}
