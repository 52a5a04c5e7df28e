import { Stack, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../components/ui/page-title';

/** A screen's frame: its title in the tab and as the one h1, the content stacked below. */
export function RoutePage({
  title,
  gap,
  children,
}: {
  title: string;
  gap: MantineSpacing;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack gap={gap}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
