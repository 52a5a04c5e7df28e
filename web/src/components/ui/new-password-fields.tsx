import { List, PasswordInput, Text } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type FieldProps = UseFormRegisterReturn & { error: string | undefined };

/**
 * A new password and its confirmation, below the password rule in words so that it is read
 * before typing (spec §5), as registration and a password reset ask them (the rule reads the
 * same in both). `field` is the form hook's.
 */
export function NewPasswordFields({
  field,
  labels,
}: {
  field(name: 'password' | 'password_confirmation'): FieldProps;
  labels: { password: string; confirmation: string };
}) {
  const { t } = useTranslation();
  const points = ['ruleLength', 'ruleNumber', 'ruleCases', 'ruleSpecial'] as const;
  return (
    <>
      <div>
        <Text size="sm" fw={500}>
          {t('passwordReset.ruleTitle')}
        </Text>
        <List size="sm" c="dimmed">
          {points.map((point) => (
            <List.Item key={point}>{t(`passwordReset.${point}`)}</List.Item>
          ))}
        </List>
      </div>
      <PasswordInput label={labels.password} autoComplete="new-password" {...field('password')} />
      <PasswordInput
        label={labels.confirmation}
        autoComplete="new-password"
        {...field('password_confirmation')}
      />
    </>
  );
}
