import { Fieldset, Stack, Switch, Text } from '@mantine/core';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LeagueSettingsInput } from '../api/officials';

type SyncField = 'scoreboard_sync' | 'scoreboard_sync_matches' | 'scoreboard_sync_roster';

/**
 * Issue 12, spec §4: "League sync to the scoreboard service can be disabled for matches or for
 * players and staff". The two parts only matter while the league is synced at all.
 */
export function LeagueSyncSwitches({ control }: { control: Control<LeagueSettingsInput> }) {
  const { t } = useTranslation();
  const synced = useWatch({ control, name: 'scoreboard_sync' });
  const flag = (name: SyncField, label: string, disabled = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          checked={field.value}
          disabled={disabled}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
  return (
    <Fieldset legend={t('officialsAdmin.settings.syncTitle')}>
      <Stack gap="sm">
        {flag('scoreboard_sync', t('officialsAdmin.settings.sync'))}
        {flag('scoreboard_sync_matches', t('officialsAdmin.settings.syncMatches'), !synced)}
        {flag('scoreboard_sync_roster', t('officialsAdmin.settings.syncRoster'), !synced)}
        <Text size="sm" c="dimmed">
          {t('officialsAdmin.settings.syncHint')}
        </Text>
      </Stack>
    </Fieldset>
  );
}
