import { Alert, Button, Group, Stack, Stepper } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { commandResolver } from '../../../lib/command-form';
import { showServerErrors } from '../../../lib/server-errors';
import { leagueFormSchema, leagueFormTexts, type LeagueFormInput } from '../api/league-form';
import { useCreateLeague, type LeagueKind } from '../api/leagues';
import { leaguesBase } from './leagues-table';
import { WizardBasicsStep } from './wizard-basics-step';
import { WizardScheduleStep, WizardSummaryStep } from './wizard-schedule-step';
import { stepFields, steps, type WizardStepProps } from './wizard-steps';
import { useTeamPicker, WizardTeamsStep } from './wizard-teams-step';
import type { CategoryOption } from './category-season-fields';

const fields = Object.values(stepFields).flat();

/** Create a league of one kind in four steps: basics → teams → schedule preview → create. */
export function CreateLeagueWizard({
  kind,
  categories,
}: {
  kind: LeagueKind;
  categories: CategoryOption[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const picker = useTeamPicker();
  const create = useCreateLeague(t('leaguesAdmin.create.created'));
  const form = useForm<LeagueFormInput>({
    resolver: commandResolver<LeagueFormInput>(leagueFormSchema, leagueFormTexts),
    defaultValues: {
      kind,
      name: '',
      cyrillic_name: null,
      public: true,
      number_of_teams: kind === 'play-off' ? 8 : 10,
      rounds: kind === 'play-off' ? 1 : 2,
      weeks: null,
      start_date: '',
      city: null,
      category_id: null,
      team_ids: [],
      groups: kind === 'tournament' ? 2 : 1,
      best_of: 1,
      generate: kind !== 'free-form',
    },
  });
  const { handleSubmit, trigger, setError } = form;
  const text = (message: string | undefined) =>
    message ? t(message, { defaultValue: message }) : undefined;
  const step: WizardStepProps = { kind, form, text, categories };

  const next = async () => {
    const ok = await trigger(stepFields[steps[active] ?? 'basics']);
    if (ok) setActive((current) => Math.min(current + 1, steps.length - 1));
  };

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const created = await create.mutateAsync({
        ...input,
        kind,
        weeks: input.weeks ?? null,
        city: input.city ?? null,
        category_id: input.category_id ?? null,
      });
      void navigate(`${leaguesBase}/${created.id}?hash=schedule`);
    } catch (error) {
      const shown = showServerErrors(error, fields, {
        field: (name, message) =>
          setError(name as keyof LeagueFormInput, { type: 'server', message }),
        form: setFormError,
      });
      if (shown) {
        const { errors } = form.formState;
        const first = steps.findIndex((name) =>
          stepFields[name].some((field) => Object.hasOwn(errors, field)),
        );
        setActive(first >= 0 ? first : 0);
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="lg" maw={820}>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Stepper active={active} onStepClick={(index) => index < active && setActive(index)}>
          <Stepper.Step label={t('leaguesAdmin.create.steps.basics')}>
            <WizardBasicsStep {...step} />
          </Stepper.Step>
          <Stepper.Step label={t('leaguesAdmin.create.steps.teams')}>
            <WizardTeamsStep {...step} picker={picker} />
          </Stepper.Step>
          <Stepper.Step label={t('leaguesAdmin.create.steps.schedule')}>
            <WizardScheduleStep {...step} />
          </Stepper.Step>
          <Stepper.Step label={t('leaguesAdmin.create.steps.create')}>
            <WizardSummaryStep {...step} />
          </Stepper.Step>
        </Stepper>

        <Group justify="space-between">
          <Button
            variant="default"
            disabled={active === 0}
            onClick={() => setActive((current) => current - 1)}
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
