import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's title with what stands at its right (a link, a button, a live badge). */
export function PageHeading({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Group justify="space-between">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Group>
  );
}
