import { useTranslation } from 'react-i18next';
import { AppointmentForm } from '../../../features/public-forms/components/appointment-form';
import { PublicFormPage } from '../../../features/public-forms/components/public-form-page';

/** Public `appointments`: book an arena slot; the office confirms it by e-mail. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PublicFormPage
      title={t('publicForms.appointments.title')}
      intro={t('publicForms.appointments.intro')}
      done={{
        title: t('publicForms.appointments.bookedTitle'),
        text: t('publicForms.appointments.bookedText'),
        again: t('publicForms.appointments.another'),
      }}
      maxWidth={820}
      form={(onDone) => <AppointmentForm onBooked={onDone} />}
    />
  );
}
