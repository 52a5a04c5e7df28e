import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Checkbox, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { apiKeyScopes, type ApiKeyScope } from '@courtside/events';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { showUnderFields } from '../../../lib/server-errors';
import {
  useCreateApiKey,
  useLeagueOptions,
  useUpdateApiKey,
  type ApiKey,
  type ApiKeyInput,
  type CreatedApiKey,
} from '../api/api-keys';

/** Messages are translation keys (spec §5: selected values cannot be duplicated). */
const schema: yup.ObjectSchema<ApiKeyInput> = yup.object({
  name: yup.string().trim().required('validation.required').max(255, 'users.form.tooLong'),
  league_ids: yup
    .array(yup.number().required())
    .defined()
    .min(1, 'users.apiKeys.leaguesRequired')
    .test('unique', 'users.form.duplicates', (list) => new Set(list).size === list.length),
  scopes: yup
    .array(
      yup
        .mixed<ApiKeyScope>()
        .oneOf([...apiKeyScopes])
        .required(),
    )
    .defined(),
});

/**
 * Name the key and choose its leagues. A new key's answer carries the secret, handed to
 * `onCreated`; editing (`apiKey` given) keeps the secret and calls `onDone`.
 */
export function ApiKeyForm({
  apiKey,
  onCreated,
  onDone,
}: {
  apiKey?: ApiKey | null;
  onCreated(key: CreatedApiKey): void;
  onDone?(): void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiKey(t('users.apiKeys.created'));
  const update = useUpdateApiKey(t('users.apiKeys.updated'));
  const leagues = useLeagueOptions();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ApiKeyInput>({
    resolver: yupResolver(schema),
    defaultValues: {
      name: apiKey?.name ?? '',
      league_ids: apiKey?.league_ids ?? [],
      scopes: apiKey?.scopes ?? ['results'],
    },
  });
  const submit = handleSubmit(async (input) => {
    try {
      if (apiKey) {
        await update.mutateAsync({ id: apiKey.id, input });
        onDone?.();
        return;
      }
      const key = await create.mutateAsync(input);
      reset({ name: '', league_ids: [], scopes: ['results'] });
      onCreated(key);
    } catch (error) {
      showUnderFields(error, ['name', 'league_ids'], setError, 'name');
    }
  });
  const text = (message: string | undefined) =>
    message ? t(message, { defaultValue: message }) : undefined;
  const options = (leagues.data?.data ?? []).map((league) => ({
    value: String(league.id),
    label: league.name,
  }));

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={
        apiKey ? t('users.apiKeys.editForm', { name: apiKey.name }) : t('users.apiKeys.form')
      }
    >
      <Stack gap="md" maw={520}>
        <TextInput
          label={t('users.apiKeys.name')}
          required
          {...register('name')}
          error={text(errors.name?.message)}
        />
        <Controller
          control={control}
          name="league_ids"
          render={({ field }) => (
            <MultiSelect
              label={t('users.apiKeys.leagues')}
              required
              placeholder={
                leagues.isLoading ? t('common.loading') : t('users.apiKeys.chooseLeagues')
              }
              data={options}
              value={field.value.map(String)}
              onChange={(values) => field.onChange(values.map(Number))}
              searchable
              nothingFoundMessage={
                leagues.isError ? t('users.apiKeys.leaguesFailed') : t('users.apiKeys.noLeagues')
              }
              error={text(errors.league_ids?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="scopes"
          render={({ field }) => (
            <Checkbox
              label={t('videos.apiKeyScope')}
              description={t('videos.apiKeyScopeHint')}
              checked={field.value.includes('recordings')}
              onChange={(event) =>
                field.onChange(
                  event.currentTarget.checked
                    ? [...field.value.filter((scope) => scope !== 'recordings'), 'recordings']
                    : field.value.filter((scope) => scope !== 'recordings'),
                )
              }
            />
          )}
        />
        <Group>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {apiKey ? t('common.save') : t('users.apiKeys.create')}
          </Button>
          {apiKey && (
            <Button variant="default" onClick={onDone}>
              {t('common.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
