import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/page-title';
import { AppointmentForm } from '../../../features/public-forms/components/appointment-form';

/** Public `appointments`: book an arena slot; the office confirms it by e-mail. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('publicForms.appointments.title'));
  const [booked, setBooked] = useState(false);
  return (
    <Stack maw={820} mx="auto" gap="md">
      <Title order={1} size="h2">
        {t('publicForms.appointments.title')}
      </Title>
      <Text c="dimmed">{t('publicForms.appointments.intro')}</Text>
      {booked ? (
        <Alert color="green" title={t('publicForms.appointments.bookedTitle')} role="status">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('publicForms.appointments.bookedText')}</Text>
            <Button variant="light" onClick={() => setBooked(false)}>
              {t('publicForms.appointments.another')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <AppointmentForm onBooked={() => setBooked(true)} />
        </Paper>
      )}
    </Stack>
  );
}
