import { Alert, MultiSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCatalogueTeams } from '../api/leagues';
import type { WizardStepProps } from './wizard-steps';

/**
 * The team picker's search and the names of teams already picked. The wizard holds it, not the
 * step: the stepper unmounts a step it leaves, and coming back must not turn picks into bare ids.
 */
export function useTeamPicker() {
  const [search, setSearch] = useState('');
  const catalogue = useCatalogueTeams(search);
  const [known, setKnown] = useState<Map<number, string>>(new Map());
  return { search, setSearch, catalogue, known, setKnown };
}

/** Step 2: teams of the catalogue, searched by name, in seed order. */
export function WizardTeamsStep({
  form,
  text,
  picker,
}: WizardStepProps & { picker: ReturnType<typeof useTeamPicker> }) {
  const { t } = useTranslation();
  const { search, setSearch, catalogue, known, setKnown } = picker;
  const places = Number(form.watch('number_of_teams')) || 0;

  const teamOptions = [
    ...new Map([
      ...(catalogue.data?.data ?? []).map((team) => [String(team.id), team.name] as const),
      ...[...known].map(([id, name]) => [String(id), name] as const),
    ]),
  ].map(([value, label]) => ({ value, label }));

  return (
    <Stack gap="md" mt="md">
      <Controller
        control={form.control}
        name="team_ids"
        render={({ field }) => (
          <MultiSelect
            label={t('leaguesAdmin.create.teams')}
            description={t('leaguesAdmin.create.teamsHelp', { count: places })}
            data={teamOptions}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage={
              catalogue.isPending ? t('common.loading') : t('leaguesAdmin.create.noTeams')
            }
            value={field.value.map(String)}
            onChange={(ids) => {
              const names = new Map(known);
              for (const option of teamOptions) names.set(Number(option.value), option.label);
              setKnown(names);
              field.onChange(ids.map(Number));
            }}
            maxValues={places || undefined}
            error={text(form.formState.errors.team_ids?.message)}
          />
        )}
      />
      {catalogue.isError && <Alert color="red">{t('errors.loadData')}</Alert>}
    </Stack>
  );
}
