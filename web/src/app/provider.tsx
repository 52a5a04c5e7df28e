import { MantineProvider, createTheme } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
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
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: dayjsLocale[currentLanguage()], firstDayOfWeek: 1 }}>
        {/* Spec §8–9: notices at the bottom, closing after five seconds. */}
        <Notifications position="bottom-center" autoClose={NOTIFICATION_AUTOCLOSE_MS} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
