import { Button, Drawer, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { threadReplySchema, threadStates } from '@courtside/events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { formatDateTime } from '../../../lib/dates';
import { useReplyToThread, useSetThreadState, useThread } from '../api/threads';

/** One thread: its messages, a reply sent by e-mail, and the state buttons. */
export function ThreadDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const thread = useThread(id);
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={thread.data?.subject ?? t('publicForms.threads.title')}
    >
      {id === null ? null : thread.isPending ? (
        <LoadingBlock />
      ) : thread.isError ? (
        <ErrorState onRetry={() => void thread.refetch()} />
      ) : (
        <ThreadBody id={id} detail={thread.data} />
      )}
    </Drawer>
  );
}

function ThreadBody({
  id,
  detail,
}: {
  id: number;
  detail: NonNullable<ReturnType<typeof useThread>['data']>;
}) {
  const { t } = useTranslation();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useReplyToThread(id, t('publicForms.threads.replied'));
  const move = useSetThreadState(id, t('publicForms.threads.moved'));
  const submit = async () => {
    setError(null);
    if (!threadReplySchema.isValidSync({ message: reply })) {
      setError(t('publicForms.errors.required'));
      return;
    }
    try {
      await send.mutateAsync(reply);
      setReply('');
    } catch {
      // The api client announced the failure.
    }
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {detail.name} · {detail.email}
      </Text>
      {detail.messages.map((message) => (
        <Paper
          key={message.id}
          withBorder
          p="sm"
          radius="md"
          bg={message.author ? 'gray.0' : undefined}
        >
          <Text size="xs" c="dimmed">
            {message.author ?? detail.name} · {formatDateTime(message.created_at)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.body}
          </Text>
        </Paper>
      ))}
      <Textarea
        label={t('publicForms.threads.reply')}
        description={t('publicForms.threads.replyHint', { email: detail.email })}
        autosize
        minRows={4}
        value={reply}
        onChange={(event) => setReply(event.currentTarget.value)}
        error={error}
      />
      <Group justify="space-between" wrap="wrap">
        <Button onClick={() => void submit()} loading={send.isPending}>
          {t('publicForms.threads.send')}
        </Button>
        <Group gap="xs">
          {threadStates
            .filter((state) => state !== detail.state)
            .map((state) => (
              <Button
                key={state}
                variant="light"
                loading={move.isPending && move.variables === state}
                onClick={() => move.mutate(state)}
              >
                {t(`publicForms.threadActions.${state}`)}
              </Button>
            ))}
        </Group>
      </Group>
    </Stack>
  );
}
