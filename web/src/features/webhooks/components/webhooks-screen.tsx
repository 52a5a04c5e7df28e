import { Button, Card, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import {
  useWebhookActions,
  useWebhooks,
  type TestAnswer,
  type WebhookEndpoint,
} from '../api/webhooks';
import { WebhookCard } from './webhook-card';
import { WebhookForm } from './webhook-form';
import { WebhookSecret } from './webhook-secret';

/** A key's webhook endpoints: add, edit, test, rotate the secret, delete (issue 12). */
export function WebhooksScreen({ apiKeyId }: { apiKeyId: number }) {
  const { t } = useTranslation();
  const list = useWebhooks(apiKeyId);
  const actions = useWebhookActions(apiKeyId);
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<number, TestAnswer>>({});
  const [confirm, setConfirm] = useState<{ kind: 'rotate' | 'delete'; id: number } | null>(null);

  if (list.isPending) return <LoadingBlock rows={3} />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  const endpoints = list.data.data;
  const saving = editing === 'new' ? actions.create : actions.update;
  return (
    <Stack gap="md">
      {secret && <WebhookSecret secret={secret} onDone={() => setSecret(null)} />}
      {editing ? (
        <Card withBorder>
          <WebhookForm
            endpoint={editing === 'new' ? undefined : editing}
            pending={saving.isPending}
            error={saving.error}
            onCancel={() => setEditing(null)}
            onSave={(input) => {
              if (editing === 'new') {
                actions.create.mutate(input, {
                  onSuccess: (created) => {
                    setSecret(created.secret);
                    setEditing(null);
                  },
                });
              } else {
                actions.update.mutate(
                  { id: editing.id, input },
                  { onSuccess: () => setEditing(null) },
                );
              }
            }}
          />
        </Card>
      ) : (
        <Button
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            actions.create.reset();
            setEditing('new');
          }}
        >
          {t('webhooks.add')}
        </Button>
      )}
      {endpoints.length === 0 ? (
        <EmptyBlock title={t('webhooks.empty')} description={t('webhooks.emptyHint')} />
      ) : (
        endpoints.map((endpoint) => (
          <WebhookCard
            key={endpoint.id}
            endpoint={endpoint}
            testing={actions.test.isPending && actions.test.variables === endpoint.id}
            answer={answers[endpoint.id]}
            onEdit={() => {
              actions.update.reset();
              setEditing(endpoint);
            }}
            onTest={() =>
              actions.test.mutate(endpoint.id, {
                onSuccess: (answer) => setAnswers((all) => ({ ...all, [endpoint.id]: answer })),
              })
            }
            onRotate={() => setConfirm({ kind: 'rotate', id: endpoint.id })}
            onDelete={() => setConfirm({ kind: 'delete', id: endpoint.id })}
          />
        ))
      )}
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm?.kind === 'rotate' ? t('webhooks.rotateTitle') : t('webhooks.deleteTitle')}
        question={
          confirm?.kind === 'rotate' ? t('webhooks.rotateQuestion') : t('webhooks.deleteQuestion')
        }
        pending={actions.rotate.isPending || actions.remove.isPending}
        onNo={() => setConfirm(null)}
        onYes={() => {
          if (!confirm) return;
          if (confirm.kind === 'rotate') {
            actions.rotate.mutate(confirm.id, {
              onSuccess: (rotated) => setSecret(rotated.secret),
              onSettled: () => setConfirm(null),
            });
          } else {
            actions.remove.mutate(confirm.id, { onSettled: () => setConfirm(null) });
          }
        }}
      />
    </Stack>
  );
}
