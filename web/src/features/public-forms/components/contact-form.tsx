import { Textarea } from '@mantine/core';
import { contactSchema, type ContactInput } from '@courtside/events';
import { useTranslation } from 'react-i18next';
import { useSendContact } from '../api/contact';
import { usePublicForm } from '../hooks/use-public-form';
import { emailField, PublicFormFrame, PublicTextFields } from './public-form-frame';

const fields = ['name', 'email', 'subject', 'message', 'captcha'] as const;

/** The contact form (spec §2 `contact`): a message to the league office, with a captcha. */
export function ContactForm({ onSent }: { onSent(): void }) {
  const { t } = useTranslation();
  const send = useSendContact(t('publicForms.contact.sent'));
  const publicForm = usePublicForm<ContactInput>({
    schema: contactSchema,
    defaultValues: { name: '', email: '', subject: '', message: '', captcha: '' },
    fields,
    onSubmit: async (input) => {
      await send.mutateAsync(input);
      onSent();
    },
  });
  return (
    <PublicFormFrame
      form={publicForm}
      label={t('publicForms.contact.title')}
      submitLabel={t('publicForms.contact.submit')}
      pending={send.isPending}
    >
      <PublicTextFields
        form={publicForm}
        fields={[
          { name: 'name', label: 'name', autoComplete: 'name', required: true },
          { name: 'email', ...emailField },
          { name: 'subject', label: 'subject', required: true },
        ]}
      />
      <Textarea
        label={t('publicForms.fields.message')}
        required
        autosize
        minRows={5}
        {...publicForm.field('message')}
      />
    </PublicFormFrame>
  );
}
