import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  standingsConfigKeys,
  standingsSettingsSchema,
  type StandingsConfig,
} from '@courtside/events';
import { SettingsForm } from './settings-form';

/** Standings: the points every new league starts with (each league may change its own). */
export function StandingsForm({
  platformId,
  values,
}: {
  platformId: number;
  values: StandingsConfig;
}) {
  const { t } = useTranslation();
  return (
    <SettingsForm<StandingsConfig>
      platformId={platformId}
      section="standings"
      schema={standingsSettingsSchema}
      defaultValues={values}
      fields={standingsConfigKeys}
    >
      {(form, text) => (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
          {standingsConfigKeys.map((key) => (
            <TextInput
              key={key}
              type="number"
              inputMode="numeric"
              min={0}
              label={t(`platformSettings.standings.${key}`)}
              error={text(form.formState.errors[key]?.message)}
              {...form.register(key, { valueAsNumber: true })}
            />
          ))}
        </SimpleGrid>
      )}
    </SettingsForm>
  );
}
