import { Badge, Button, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { atriumSettingsSchema, type AtriumSettingsView } from '@courtside/events';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useSaveSettingsTab } from '../api/platform-settings';
import { SettingsForm } from './settings-form';

interface AtriumInput {
  url: string | null;
  key?: string;
}

/** Atrium: the connection's address and key; the key is written, never shown again. */
export function AtriumForm({
  platformId,
  values,
}: {
  platformId: number;
  values: AtriumSettingsView;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useSaveSettingsTab(platformId, 'atrium', t('platformSettings.atrium.removed'));
  const keySet = values.key === 'set';
  return (
    <>
      <SettingsForm<AtriumInput>
        platformId={platformId}
        section="atrium"
        schema={atriumSettingsSchema}
        defaultValues={{ url: values.url, key: '' }}
        fields={['url', 'key']}
        // An empty key box keeps the stored key; removing it is its own, confirmed action.
        toBody={({ url, key }) => (key ? { url, key } : { url })}
      >
        {(form, text) => (
          <>
            <TextInput
              type="url"
              label={t('platformSettings.atrium.url')}
              placeholder="https://"
              error={text(form.formState.errors.url?.message)}
              {...form.register('url')}
            />
            <Group gap="xs">
              <Text size="sm">{t('platformSettings.atrium.keyStatus')}</Text>
              <Badge color={keySet ? 'green' : 'gray'}>
                {t(keySet ? 'platformSettings.atrium.set' : 'platformSettings.atrium.notSet')}
              </Badge>
            </Group>
            <PasswordInput
              label={t('platformSettings.atrium.key')}
              description={t('platformSettings.atrium.keyHint')}
              autoComplete="new-password"
              error={text(form.formState.errors.key?.message)}
              {...form.register('key')}
            />
          </>
        )}
      </SettingsForm>
      {keySet && (
        <Group mt="md">
          <Button variant="light" color="red" onClick={() => setConfirming(true)}>
            {t('platformSettings.atrium.removeKey')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        question={t('platformSettings.atrium.removeQuestion')}
        pending={remove.isPending}
        onYes={() =>
          remove.mutate({ url: values.url, key: '' }, { onSettled: () => setConfirming(false) })
        }
        onNo={() => setConfirming(false)}
      />
    </>
  );
}
