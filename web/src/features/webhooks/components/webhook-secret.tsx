import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A signing secret, shown this once with a copy button. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('webhooks.secretTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('webhooks.secretWarning')}</Text>
        <Code block aria-label={t('webhooks.secretLabel')} style={{ wordBreak: 'break-all' }}>
          {secret}
        </Code>
        <Group gap="xs">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? t('webhooks.copied') : t('webhooks.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onDone}>
            {t('webhooks.secretDone')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
