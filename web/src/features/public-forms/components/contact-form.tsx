import { Button, TextInput, Textarea } from '@mantine/core';
import { contactSchema, type ContactInput } from '@courtside/events';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { FormFrame } from '../../../components/ui/form-frame';
import { useSendContact } from '../api/contact';
import { usePublicForm } from '../hooks/use-public-form';

const fields = ['name', 'email', 'subject', 'message', 'captcha'] as const;

/** The contact form (spec §2 `contact`): a message to the league office, with a captcha. */
export function ContactForm({ onSent }: { onSent(): void }) {
  const { t } = useTranslation();
  const send = useSendContact(t('publicForms.contact.sent'));
  const { form, submit, formError, text, captchaKey } = usePublicForm<ContactInput>({
    schema: contactSchema,
    defaultValues: { name: '', email: '', subject: '', message: '', captcha: '' },
    fields,
    onSubmit: async (input) => {
      await send.mutateAsync(input);
      onSent();
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <FormFrame label={t('publicForms.contact.title')} onSubmit={submit} error={formError}>
      <TextInput
        label={t('publicForms.fields.name')}
        autoComplete="name"
        required
        {...register('name')}
        error={text(errors.name?.message)}
      />
      <TextInput
        label={t('publicForms.fields.email')}
        type="email"
        autoComplete="email"
        required
        {...register('email')}
        error={text(errors.email?.message)}
      />
      <TextInput
        label={t('publicForms.fields.subject')}
        required
        {...register('subject')}
        error={text(errors.subject?.message)}
      />
      <Textarea
        label={t('publicForms.fields.message')}
        required
        autosize
        minRows={5}
        {...register('message')}
        error={text(errors.message?.message)}
      />
      <Controller
        control={control}
        name="captcha"
        render={({ field }) => (
          <CaptchaField
            resetKey={captchaKey}
            onChange={field.onChange}
            error={text(errors.captcha?.message)}
          />
        )}
      />
      <Button type="submit" loading={send.isPending}>
        {t('publicForms.contact.submit')}
      </Button>
    </FormFrame>
  );
}
