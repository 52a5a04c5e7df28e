import { useTranslation } from 'react-i18next';

/**
 * Words a form's error message: yup messages are translation keys, server messages arrive
 * already translated and are shown as they are.
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => (message ? t(message, { defaultValue: message }) : undefined);
}
