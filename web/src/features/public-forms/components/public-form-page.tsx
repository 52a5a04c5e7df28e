import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { usePageTitle } from '../../../components/ui/page-title';

/**
 * A public form's page (contact, appointments): title and intro, the form in a frame, and once
 * it is sent, what happens next with a way to send another.
 */
export function PublicFormPage({
  title,
  intro,
  done,
  maxWidth,
  form,
}: {
  title: string;
  intro: string;
  done: { title: string; text: string; again: string };
  maxWidth: number;
  form(onDone: () => void): ReactNode;
}) {
  usePageTitle(title);
  const [sent, setSent] = useState(false);
  return (
    <Stack maw={maxWidth} mx="auto" gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{intro}</Text>
      {sent ? (
        <Alert color="green" title={done.title} role="status">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{done.text}</Text>
            <Button variant="light" onClick={() => setSent(false)}>
              {done.again}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          {form(() => setSent(true))}
        </Paper>
      )}
    </Stack>
  );
}
