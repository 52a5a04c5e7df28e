import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/page-title';
import { ContactForm } from '../../../features/public-forms/components/contact-form';

/** Public `contact`: write to the league office; the message becomes a thread for the staff. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('publicForms.contact.title'));
  const [sent, setSent] = useState(false);
  return (
    <Stack maw={640} mx="auto" gap="md">
      <Title order={1} size="h2">
        {t('publicForms.contact.title')}
      </Title>
      <Text c="dimmed">{t('publicForms.contact.intro')}</Text>
      {sent ? (
        <Alert color="green" title={t('publicForms.contact.sentTitle')} role="status">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('publicForms.contact.sentText')}</Text>
            <Button variant="light" onClick={() => setSent(false)}>
              {t('publicForms.contact.another')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <ContactForm onSent={() => setSent(true)} />
        </Paper>
      )}
    </Stack>
  );
}
