import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { FormDateField } from '../../../components/ui/date-field';
import { useTranslation } from 'react-i18next';
import { generalSettingsSchema, platformLanguages, type GeneralSettings } from '@courtside/events';
import { SettingsForm } from './settings-form';

const fields = [
  'site_name',
  'season_start',
  'season_end',
  'default_language',
  'privacy_text',
  'terms_text',
] as const;

/** General: site name, season dates, default language, and the privacy and terms texts. */
export function GeneralForm({
  platformId,
  values,
}: {
  platformId: number;
  values: GeneralSettings;
}) {
  const { t } = useTranslation();
  return (
    <SettingsForm<GeneralSettings>
      platformId={platformId}
      section="general"
      schema={generalSettingsSchema}
      defaultValues={values}
      fields={fields}
    >
      {(form, text) => {
        const { errors } = form.formState;
        return (
          <>
            <TextInput
              label={t('platformSettings.general.siteName')}
              required
              error={text(errors.site_name?.message)}
              {...form.register('site_name')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <FormDateField
                control={form.control}
                name="season_start"
                label={t('platformSettings.general.seasonStart')}
                error={text(errors.season_start?.message)}
              />
              <FormDateField
                control={form.control}
                name="season_end"
                label={t('platformSettings.general.seasonEnd')}
                error={text(errors.season_end?.message)}
              />
            </SimpleGrid>
            <Controller
              control={form.control}
              name="default_language"
              render={({ field }) => (
                <Select
                  label={t('platformSettings.general.defaultLanguage')}
                  data={platformLanguages.map((value) => ({
                    value,
                    label: t(`platformSettings.languages.${value}`),
                  }))}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'sr-Latn')}
                  error={text(errors.default_language?.message)}
                />
              )}
            />
            <Textarea
              label={t('platformSettings.general.privacyText')}
              description={t('platformSettings.general.textHint')}
              autosize
              minRows={4}
              error={text(errors.privacy_text?.message)}
              {...form.register('privacy_text')}
            />
            <Textarea
              label={t('platformSettings.general.termsText')}
              description={t('platformSettings.general.textHint')}
              autosize
              minRows={4}
              error={text(errors.terms_text?.message)}
              {...form.register('terms_text')}
            />
          </>
        );
      }}
    </SettingsForm>
  );
}
