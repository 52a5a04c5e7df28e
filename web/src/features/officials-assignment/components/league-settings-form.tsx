import { yupResolver } from '@hookform/resolvers/yup';
import { Checkbox, Fieldset, Group, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  feeKeys,
  recordingPackages,
  standingsConfigKeys,
  type RecordingPackage,
} from '@courtside/events';
import { useInPlaceForm } from '../../../components/ui/in-place-form';
import { EmptyBlock, RecordState } from '../../../components/ui/page-state';
import { InPlaceActions } from '../../../components/ui/in-place-actions';
import {
  useAdminLeague,
  useSaveLeagueSettings,
  type AdminLeague,
  type LeagueSettingsInput,
} from '../api/officials';
import { leagueSettingsSchema } from '../utils/settings-schema';
import { LeagueSyncSwitches } from './league-sync-switches';

const settingsOf = (league: AdminLeague): LeagueSettingsInput => ({
  video_zone: league.video_zone,
  recording_packages: [...league.recording_packages],
  api_integration: league.api_integration,
  video_open_to_clubs: league.video_open_to_clubs,
  scoreboard_sync: league.scoreboard_sync,
  scoreboard_sync_matches: league.scoreboard_sync_matches,
  scoreboard_sync_roster: league.scoreboard_sync_roster,
  standings_config: { ...league.standings_config },
  fees: { ...league.fees },
});

function SettingsForm({ league }: { league: AdminLeague }) {
  const { t } = useTranslation();
  const save = useSaveLeagueSettings(league.id, t('officialsAdmin.settings.saved'));
  const { form, submit, text } = useInPlaceForm<LeagueSettingsInput>({
    resolver: yupResolver(leagueSettingsSchema),
    values: settingsOf(league),
    save: async (input) => settingsOf(await save.mutateAsync(input)),
  });
  const {
    control,
    reset,
    formState: { errors, isDirty },
  } = form;

  const numberField = (name: FieldPath<LeagueSettingsInput>, label: string, decimals: number) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          min={0}
          decimalScale={decimals}
          allowNegative={false}
          value={field.value as number}
          onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
          onBlur={field.onBlur}
          error={text(fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('officialsAdmin.settings.title')}
    >
      <Stack gap="lg">
        <Fieldset legend={t('officialsAdmin.settings.flags')}>
          <Stack gap="sm">
            <Controller
              control={control}
              name="video_zone"
              render={({ field }) => (
                <Switch
                  label={t('officialsAdmin.settings.videoZone')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            <Controller
              control={control}
              name="api_integration"
              render={({ field }) => (
                <Switch
                  label={t('officialsAdmin.settings.apiIntegration')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            <Controller
              control={control}
              name="video_open_to_clubs"
              render={({ field }) => (
                <Switch
                  label={t('officialsAdmin.settings.videoOpenToClubs')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
          </Stack>
        </Fieldset>
        <LeagueSyncSwitches control={control} />
        <Controller
          control={control}
          name="recording_packages"
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label={t('recordings.offer.label')}
              description={t('recordings.offer.hint')}
              value={field.value}
              // Kept in the catalogue's order, as the league stores it.
              onChange={(value) =>
                field.onChange(recordingPackages.filter((known) => value.includes(known)))
              }
              error={text(fieldState.error?.message)}
            >
              <Group mt="xs" gap="md">
                {recordingPackages.map((value: RecordingPackage) => (
                  <Checkbox key={value} value={value} label={t(`recordings.packages.${value}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Fieldset legend={t('officialsAdmin.settings.standings')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {standingsConfigKeys.map((key) =>
              numberField(`standings_config.${key}`, t(`officialsAdmin.settings.points.${key}`), 0),
            )}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('officialsAdmin.settings.fees')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {feeKeys.map((key) =>
              numberField(`fees.${key}`, t(`officialsAdmin.settings.fee.${key}`), 2),
            )}
          </SimpleGrid>
        </Fieldset>
        {errors.root?.message && <span role="alert">{errors.root.message}</span>}
        <InPlaceActions
          dirty={isDirty}
          pending={save.isPending}
          onCancel={() => reset(settingsOf(league))}
        />
      </Stack>
    </form>
  );
}

/**
 * A league's settings: video zone and API flags, the points each result gives in the standings,
 * and what the league pays its delegate, referees and statistician per contest. For the league
 * edit page.
 */
export function LeagueSettingsForm({ leagueId }: { leagueId: number }) {
  const { t } = useTranslation();
  const league = useAdminLeague(leagueId);
  return (
    <RecordState
      query={league}
      rows={6}
      notFound={<EmptyBlock title={t('officialsAdmin.lists.noLeague')} />}
    >
      {(data) => <SettingsForm league={data} />}
    </RecordState>
  );
}
