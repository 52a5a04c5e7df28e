import { Alert, Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function download(codes: string[]) {
  const blob = new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'courtside-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown once right after enrolment, to copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="yellow" title={t('adminShell.twoFactor.codesTitle')}>
        {t('adminShell.twoFactor.codesOnce')}
      </Alert>
      <List
        aria-label={t('adminShell.twoFactor.codesTitle')}
        ff="monospace"
        spacing={4}
        listStyleType="none"
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('adminShell.twoFactor.copied') : t('adminShell.twoFactor.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" onClick={() => download(codes)}>
          {t('adminShell.twoFactor.download')}
        </Button>
        <Button onClick={onDone}>{t('adminShell.twoFactor.continue')}</Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('adminShell.twoFactor.codesHint')}
      </Text>
    </Stack>
  );
}
