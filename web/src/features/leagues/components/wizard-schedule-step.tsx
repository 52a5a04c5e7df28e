import { Alert, List, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { seriesLengths } from '@courtside/events';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates';
import { plannedContests } from '../api/league-form';
import type { WizardStepProps } from './wizard-steps';

/** The schedule the wizard's choices make: contests and contest days. */
function usePlan({ kind, form }: WizardStepProps) {
  const values = form.watch();
  return plannedContests(
    kind,
    values.team_ids.length,
    Number(values.rounds) || 1,
    Number(values.groups) || 1,
  );
}

/** Step 3: groups or series length, whether to schedule now, and a preview of the schedule. */
export function WizardScheduleStep(props: WizardStepProps) {
  const { kind, form, text } = props;
  const { t } = useTranslation();
  const plan = usePlan(props);
  const values = form.watch();
  const { control, register } = form;
  const { errors } = form.formState;
  return (
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
              data={seriesLengths.map((n) => ({
                value: String(n),
                label: t('leaguesAdmin.create.bestOf', { count: n }),
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
  );
}

/** Step 4: what will be created, before the admin confirms. */
export function WizardSummaryStep(props: WizardStepProps) {
  const { kind, form } = props;
  const { t } = useTranslation();
  const plan = usePlan(props);
  const values = form.watch();
  return (
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
          {t('leaguesAdmin.fields.teams')}: {values.team_ids.length} / {values.number_of_teams}
        </List.Item>
        {kind !== 'free-form' && values.generate && (
          <List.Item>
            {t('leaguesAdmin.fields.matches')}: {plan.contests}
          </List.Item>
        )}
      </List>
    </Stack>
  );
}
