import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  standingsConfigKeys,
  standingsSettingsSchema,
  type StandingsSettings,
} from '@courtside/events';
import {
  TieBreakOrderInput,
  tieBreakOrderError,
} from '../../../components/ui/tie-break-order-input';
import { SettingsForm } from './settings-form';

const fields = [...standingsConfigKeys, 'tie_break_order'] as const;

/**
 * Standings: the points and the tie-break order every new league starts with (each league may
 * change its own points).
 */
export function StandingsForm({
  platformId,
  values,
}: {
  platformId: number;
  values: StandingsSettings;
}) {
  const { t } = useTranslation();
  return (
    <SettingsForm<StandingsSettings>
      platformId={platformId}
      section="standings"
      schema={standingsSettingsSchema}
      defaultValues={values}
      fields={fields}
    >
      {(form, text) => {
        const { errors } = form.formState;
        return (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
              {standingsConfigKeys.map((key) => (
                <TextInput
                  key={key}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  label={t(`platformSettings.standings.${key}`)}
                  error={text(errors[key]?.message)}
                  {...form.register(key, { valueAsNumber: true })}
                />
              ))}
            </SimpleGrid>
            <Controller
              control={form.control}
              name="tie_break_order"
              render={({ field }) => (
                <TieBreakOrderInput
                  value={field.value}
                  onChange={field.onChange}
                  error={text(tieBreakOrderError(errors.tie_break_order))}
                />
              )}
            />
          </>
        );
      }}
    </SettingsForm>
  );
}
