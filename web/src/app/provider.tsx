import {
  DEFAULT_THEME,
  MantineProvider,
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_AUTOCLOSE_MS } from '../config/constants';
import { currentLanguage, dayjsLocale } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

/**
 * A palette with its two darkest shades replaced, so that text in them (filled buttons and
 * badges, links, light badges) reaches WCAG AA contrast (4.5:1) on white and on the palette's
 * light tints; Mantine's own orange, green, yellow, lime and teal do not (issue 10, axe).
 */
const darkened = (
  name: 'orange' | 'green' | 'yellow' | 'lime' | 'teal',
  eight: string,
  nine: string,
) => [...DEFAULT_THEME.colors[name].slice(0, 8), eight, nine] as unknown as MantineColorsTuple;

/** Dimmed text in gray 7 rather than gray 6, which reads at 3.3:1 on white. */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

const theme = createTheme({
  primaryColor: 'orange',
  // Shade 9 for filled elements and links: every palette's 9 reads at 4.5:1 or more on white.
  primaryShade: 9,
  colors: {
    orange: darkened('orange', '#c2410c', '#b23c07'),
    green: darkened('green', '#2b8a3e', '#1f6f30'),
    yellow: darkened('yellow', '#8a6100', '#7a5200'),
    lime: darkened('lime', '#5c7f10', '#4a6a0c'),
    teal: darkened('teal', '#087f5b', '#06664a'),
  },
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
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
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
