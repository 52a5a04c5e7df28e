import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as yup from 'yup';
import type { PlatformSettingsSection } from '@courtside/events';
import { useEntityForm } from '../../../components/ui/entity-form';
import { settingsTexts, useSaveSettingsTab } from '../api/platform-settings';

/**
 * One settings tab's form: validated by the tab's schema from @courtside/events (the one the
 * gateway checks with), saved with PUT, the server's 422 texts under their fields.
 */
export function SettingsForm<T extends FieldValues>({
  platformId,
  section,
  schema,
  defaultValues,
  fields,
  toBody = (input) => input,
  children,
}: {
  platformId: number;
  section: PlatformSettingsSection;
  schema: yup.AnyObjectSchema;
  defaultValues: DefaultValues<T>;
  fields: readonly string[];
  /** What is sent for the form's values (the Atrium key is left out when not retyped). */
  toBody?(input: T): unknown;
  children(
    form: UseFormReturn<T>,
    text: (message: string | undefined) => string | undefined,
  ): ReactNode;
}) {
  const { t } = useTranslation();
  const save = useSaveSettingsTab(platformId, section, t('platformSettings.saved'));
  const { form, submit, formError, text } = useEntityForm<T>({
    schema: schema as yup.ObjectSchema<T>,
    texts: settingsTexts,
    defaultValues,
    fields,
    save: (input) => save.mutateAsync(toBody(input)),
    onSaved: () => {},
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t(`platformSettings.tabs.${section}`)}
    >
      <Stack gap="md" maw={720}>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        {children(form, text)}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('platformSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
