import { Button, Checkbox, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-errors';
import { webhookKinds, type EndpointInput, type WebhookEndpoint } from '../api/webhooks';

/** The first message per field of a 422 answer. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return {};
  const errors = (error.data as { errors?: Record<string, string[]> } | null)?.errors ?? {};
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const key = field.startsWith('kinds') ? 'kinds' : field;
    first[key] ??= messages[0] ?? '';
  }
  return first;
}

/** Add or edit an endpoint: its address, the kinds it hears, on or off. */
export function WebhookForm({
  endpoint,
  pending,
  error,
  onSave,
  onCancel,
}: {
  endpoint?: WebhookEndpoint;
  pending: boolean;
  error: unknown;
  onSave(input: EndpointInput): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [kinds, setKinds] = useState<string[]>(endpoint?.kinds ?? ['score.changed']);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const errors = fieldErrors(error);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ url: url.trim(), kinds: kinds as EndpointInput['kinds'], enabled });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('webhooks.url')}
          description={t('webhooks.urlHint')}
          placeholder="https://example.com/courtside"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={errors['url']}
          required
        />
        <Checkbox.Group
          label={t('webhooks.kinds')}
          value={kinds}
          onChange={setKinds}
          error={errors['kinds']}
        >
          <Stack gap={6} mt={6}>
            {webhookKinds.map((kind) => (
              <Checkbox key={kind} value={kind} label={`${t(`webhooks.kind.${kind}`)} (${kind})`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label={t('webhooks.enabled')}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        <Group gap="xs">
          <Button type="submit" loading={pending}>
            {t('webhooks.save')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('webhooks.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
