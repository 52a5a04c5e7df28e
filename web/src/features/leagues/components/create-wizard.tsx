import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Button,
  Group,
  List,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Stepper,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDay } from '../../../lib/dates';
import { showServerErrors } from '../../../lib/server-errors';
import { leagueFormSchema, plannedContests, type LeagueFormInput } from '../api/league-form';
import { useCatalogueTeams, useCreateLeague, type LeagueKind } from '../api/leagues';
import { leaguesBase } from './leagues-table';

const steps = ['basics', 'teams', 'schedule', 'create'] as const;
const stepFields: Record<(typeof steps)[number], (keyof LeagueFormInput)[]> = {
  basics: ['name', 'number_of_teams', 'rounds', 'weeks', 'start_date', 'city', 'public'],
  teams: ['team_ids'],
  schedule: ['groups', 'best_of', 'generate'],
  create: [],
};
const fields = Object.values(stepFields).flat();

/** Create a league of one kind in four steps: basics → teams → schedule preview → create. */
export function CreateLeagueWizard({ kind }: { kind: LeagueKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [teamSearch, setTeamSearch] = useState('');
  const catalogue = useCatalogueTeams(teamSearch);
  const [known, setKnown] = useState<Map<number, string>>(new Map());
  const create = useCreateLeague(t('leaguesAdmin.create.created'));
  const {
    register,
    control,
    handleSubmit,
    trigger,
    watch,
    setError,
    formState: { errors },
  } = useForm({
    resolver: yupResolver(leagueFormSchema),
    defaultValues: {
      kind,
      name: '',
      public: true,
      number_of_teams: kind === 'play-off' ? 8 : 10,
      rounds: kind === 'play-off' ? 1 : 2,
      weeks: null,
      start_date: '',
      city: null,
      team_ids: [],
      groups: kind === 'tournament' ? 2 : 1,
      best_of: 1,
      generate: kind !== 'free-form',
    },
  });
  const text = (message: string | undefined) =>
    message ? t(message, { defaultValue: message }) : undefined;
  const values = watch();
  const plan = plannedContests(
    kind,
    values.team_ids.length,
    Number(values.rounds) || 1,
    Number(values.groups) || 1,
  );

  const next = async () => {
    const ok = await trigger(stepFields[steps[active] ?? 'basics']);
    if (ok) setActive((step) => Math.min(step + 1, steps.length - 1));
  };

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const created = await create.mutateAsync({
        ...input,
        kind,
        weeks: input.weeks ?? null,
        city: input.city ?? null,
      });
      void navigate(`${leaguesBase}/${created.id}?hash=schedule`);
    } catch (error) {
      const shown = showServerErrors(error, fields, {
        field: (name, message) =>
          setError(name as keyof LeagueFormInput, { type: 'server', message }),
        form: setFormError,
      });
      if (shown) {
        const first = steps.findIndex((step) =>
          stepFields[step].some((field) => Object.hasOwn(errors, field)),
        );
        setActive(first >= 0 ? first : 0);
      }
    }
  });

  const teamOptions = [
    ...new Map([
      ...(catalogue.data?.data ?? []).map((team) => [String(team.id), team.name] as const),
      ...[...known].map(([id, name]) => [String(id), name] as const),
    ]),
  ].map(([value, label]) => ({ value, label }));

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="lg" maw={820}>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Stepper active={active} onStepClick={(step) => step < active && setActive(step)}>
          <Stepper.Step label={t('leaguesAdmin.create.steps.basics')}>
            <Stack gap="md" mt="md">
              <TextInput
                label={t('leaguesAdmin.fields.name')}
                required
                {...register('name')}
                error={text(errors.name?.message)}
              />
              <Group grow align="flex-start">
                <Controller
                  control={control}
                  name="number_of_teams"
                  render={({ field }) => (
                    <NumberInput
                      label={t('leaguesAdmin.fields.numberOfTeams')}
                      min={2}
                      max={20}
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
                      min={1}
                      max={4}
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
                <TextInput
                  type="date"
                  label={t('leaguesAdmin.fields.startDate')}
                  required
                  {...register('start_date')}
                  error={text(errors.start_date?.message)}
                />
                <TextInput
                  label={t('leaguesAdmin.fields.city')}
                  {...register('city')}
                  error={text(errors.city?.message)}
                />
              </Group>
              <Switch label={t('leaguesAdmin.fields.public')} {...register('public')} />
            </Stack>
          </Stepper.Step>

          <Stepper.Step label={t('leaguesAdmin.create.steps.teams')}>
            <Stack gap="md" mt="md">
              <Controller
                control={control}
                name="team_ids"
                render={({ field }) => (
                  <MultiSelect
                    label={t('leaguesAdmin.create.teams')}
                    description={t('leaguesAdmin.create.teamsHelp', {
                      count: Number(values.number_of_teams) || 0,
                    })}
                    data={teamOptions}
                    searchable
                    searchValue={teamSearch}
                    onSearchChange={setTeamSearch}
                    nothingFoundMessage={
                      catalogue.isPending ? t('common.loading') : t('leaguesAdmin.create.noTeams')
                    }
                    value={field.value.map(String)}
                    onChange={(ids) => {
                      const names = new Map(known);
                      for (const option of teamOptions)
                        names.set(Number(option.value), option.label);
                      setKnown(names);
                      field.onChange(ids.map(Number));
                    }}
                    maxValues={Number(values.number_of_teams) || undefined}
                    error={text(errors.team_ids?.message)}
                  />
                )}
              />
              {catalogue.isError && <Alert color="red">{t('errors.loadData')}</Alert>}
            </Stack>
          </Stepper.Step>

          <Stepper.Step label={t('leaguesAdmin.create.steps.schedule')}>
            <Stack gap="md" mt="md">
              {kind === 'tournament' && (
                <Controller
                  control={control}
                  name="groups"
                  render={({ field }) => (
                    <NumberInput
                      label={t('leaguesAdmin.fields.groups')}
                      min={1}
                      max={10}
                      value={field.value}
                      onChange={(value) => field.onChange(Number(value) || 1)}
                      error={text(errors.groups?.message)}
                    />
                  )}
                />
              )}
              {kind === 'play-off' && (
                <Controller
                  control={control}
                  name="best_of"
                  render={({ field }) => (
                    <Select
                      label={t('leaguesAdmin.fields.bestOf')}
                      data={['1', '3', '5', '7'].map((n) => ({
                        value: n,
                        label: t('leaguesAdmin.create.bestOf', { count: Number(n) }),
                      }))}
                      value={String(field.value)}
                      onChange={(value) => field.onChange(Number(value ?? 1))}
                      allowDeselect={false}
                      error={text(errors.best_of?.message)}
                    />
                  )}
                />
              )}
              {kind === 'free-form' ? (
                <Text>{t('leaguesAdmin.create.freeFormNote')}</Text>
              ) : (
                <>
                  <Switch
                    label={
                      kind === 'play-off'
                        ? t('leaguesAdmin.create.drawNow')
                        : t('leaguesAdmin.create.generateNow')
                    }
                    {...register('generate')}
                  />
                  <Alert variant="light" title={t('leaguesAdmin.create.previewTitle')}>
                    {values.team_ids.length < 2
                      ? t('leaguesAdmin.create.previewNoTeams')
                      : t(
                          kind === 'play-off'
                            ? 'leaguesAdmin.create.previewSeries'
                            : 'leaguesAdmin.create.preview',
                          {
                            matches: plan.contests,
                            matchdays: plan.days,
                            date: values.start_date ? formatDay(values.start_date) : '—',
                          },
                        )}
                  </Alert>
                </>
              )}
            </Stack>
          </Stepper.Step>

          <Stepper.Step label={t('leaguesAdmin.create.steps.create')}>
            <Stack gap="xs" mt="md">
              <Text fw={500}>{t('leaguesAdmin.create.summary')}</Text>
              <List>
                <List.Item>
                  {t('leaguesAdmin.fields.kind')}: {t(`leaguesAdmin.kinds.${kind}`)}
                </List.Item>
                <List.Item>
                  {t('leaguesAdmin.fields.name')}: {values.name}
                </List.Item>
                <List.Item>
                  {t('leaguesAdmin.fields.teams')}: {values.team_ids.length} /{' '}
                  {values.number_of_teams}
                </List.Item>
                {kind !== 'free-form' && values.generate && (
                  <List.Item>
                    {t('leaguesAdmin.fields.matches')}: {plan.contests}
                  </List.Item>
                )}
              </List>
            </Stack>
          </Stepper.Step>
        </Stepper>

        <Group justify="space-between">
          <Button
            variant="default"
            disabled={active === 0}
            onClick={() => setActive((step) => step - 1)}
          >
            {t('leaguesAdmin.create.back')}
          </Button>
          {active < steps.length - 1 ? (
            // Distinct keys: React must not turn the clicked Next into the submit button while the
            // click is still being handled, or the browser would submit the form at once.
            <Button key="next" onClick={() => void next()}>
              {t('leaguesAdmin.create.next')}
            </Button>
          ) : (
            <Button key="submit" type="submit" loading={create.isPending}>
              {t('leaguesAdmin.create.submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
