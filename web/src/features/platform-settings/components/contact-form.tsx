import { TagsInput, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  contactSettingsSchema,
  platformSettingsLimits,
  type ContactSettings,
} from '@courtside/events';
import { SettingsForm } from './settings-form';

const fields = ['notification_emails', 'appointment_email', 'appointment_phone'] as const;

/** Contact: who is e-mailed about new contact threads, and the appointments page's contacts. */
export function ContactForm({
  platformId,
  values,
}: {
  platformId: number;
  values: ContactSettings;
}) {
  const { t } = useTranslation();
  return (
    <SettingsForm<ContactSettings>
      platformId={platformId}
      section="contact"
      schema={contactSettingsSchema}
      defaultValues={values}
      fields={fields}
    >
      {(form, text) => {
        const { errors } = form.formState;
        // An address that is not one is named under the list, whichever of them it is.
        const listErrors = errors.notification_emails as
          { message?: string; [index: number]: { message?: string } | undefined } | undefined;
        const listError =
          listErrors?.message ??
          Object.values(listErrors ?? {}).find(
            (entry): entry is { message: string } =>
              typeof entry === 'object' && entry !== null && 'message' in entry,
          )?.message;
        return (
          <>
            <Controller
              control={form.control}
              name="notification_emails"
              render={({ field }) => (
                <TagsInput
                  label={t('platformSettings.contact.notificationEmails')}
                  description={t('platformSettings.contact.notificationHint', {
                    count: platformSettingsLimits.maxNotificationEmails,
                  })}
                  value={field.value}
                  onChange={field.onChange}
                  maxTags={platformSettingsLimits.maxNotificationEmails}
                  error={text(listError)}
                />
              )}
            />
            <TextInput
              type="email"
              label={t('platformSettings.contact.appointmentEmail')}
              error={text(errors.appointment_email?.message)}
              {...form.register('appointment_email')}
            />
            <TextInput
              type="tel"
              label={t('platformSettings.contact.appointmentPhone')}
              error={text(errors.appointment_phone?.message)}
              {...form.register('appointment_phone')}
            />
          </>
        );
      }}
    </SettingsForm>
  );
}
