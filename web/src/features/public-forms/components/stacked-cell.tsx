import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table cell of a main line and dimmed lines under it (an e-mail, a duration, a sport). */
export function StackedCell({ main, sub }: { main: ReactNode; sub: ReactNode[] }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{main}</Text>
      {sub
        .filter((line) => line !== null && line !== undefined && line !== '')
        .map((line, index) => (
          <Text key={index} size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {line}
          </Text>
        ))}
    </Stack>
  );
}
