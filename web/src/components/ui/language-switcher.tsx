import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../config/constants';
import { isLanguage } from '../../lib/i18n';

/** The choice is persisted by lib/i18n and sent as Accept-Language on every call. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      value={i18n.language}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) void i18n.changeLanguage(next);
      }}
      data={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
      size="sm"
    />
  );
}
