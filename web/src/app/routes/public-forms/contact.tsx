import { useTranslation } from 'react-i18next';
import { ContactForm } from '../../../features/public-forms/components/contact-form';
import { PublicFormPage } from '../../../features/public-forms/components/public-form-page';

/** Public `contact`: write to the league office; the message becomes a thread for the staff. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PublicFormPage
      title={t('publicForms.contact.title')}
      intro={t('publicForms.contact.intro')}
      done={{
        title: t('publicForms.contact.sentTitle'),
        text: t('publicForms.contact.sentText'),
        again: t('publicForms.contact.another'),
      }}
      maxWidth={640}
      form={(onDone) => <ContactForm onSent={onDone} />}
    />
  );
}
