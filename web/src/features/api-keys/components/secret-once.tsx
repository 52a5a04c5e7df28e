import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreatedApiKey } from '../api/api-keys';

/** The new key's secret, shown this once with a copy button and a warning. */
export function SecretOnce({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('users.apiKeys.secretTitle', { name: apiKey.name })}>
      <Stack gap="sm">
        <Text size="sm">{t('users.apiKeys.secretWarning')}</Text>
        <Code block aria-label={t('users.apiKeys.secretLabel')} style={{ wordBreak: 'break-all' }}>
          {apiKey.secret}
        </Code>
        <Text size="sm">{t('users.apiKeys.secretUsage')}</Text>
        <Group>
          <CopyButton value={apiKey.secret}>
            {({ copied, copy }) => (
              <Button color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? t('users.apiKeys.copied') : t('users.apiKeys.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onDone}>
            {t('users.apiKeys.secretDone')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
