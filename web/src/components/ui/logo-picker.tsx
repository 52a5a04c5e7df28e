import { Button, FileButton, Image, Stack, Text } from '@mantine/core';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../lib/api-errors';
import { uploadFile } from '../../lib/upload-file';

/** A logo is at most 20 MB, PNG/JPEG/GIF/WebP, and at most 1000×1000 (checked by the server). */
export const maxLogoBytes = 20 * 1024 * 1024;
export const logoAccept = 'image/png,image/jpeg,image/gif,image/webp';

const uploadKey = ['logo-upload'] as const;

/** True while a logo is being sent: the form waits for its path before saving. */
export function useLogoUploading(): boolean {
  return useIsMutating({ mutationKey: uploadKey }) > 0;
}

/**
 * A logo with its preview (teams and clubs): the file is sent to POST /api/admin/teams/logo,
 * which checks it by its bytes (spec §5: image, 20 MB, 1000×1000) and answers where it is
 * served; the form then saves that path. A refusal is handed to the form as a message key or
 * the server's own words.
 */
export function LogoPicker({
  value,
  onChange,
  onError,
  error,
}: {
  value: string | null | undefined;
  onChange(logo: string | null): void;
  onError(message: string | null): void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const upload = useMutation({
    mutationKey: uploadKey,
    mutationFn: (file: File) =>
      uploadFile<{ logo: string; width: number; height: number }>(
        '/admin/teams/logo',
        'logo',
        file,
      ),
  });

  const choose = async (file: File | null) => {
    if (!file) return;
    onError(null);
    if (file.size > maxLogoBytes) return onError('catalogue.teams.logoTooLarge');
    try {
      onChange((await upload.mutateAsync(file)).logo);
    } catch (failure) {
      if (isApiRequestError(failure) && failure.status === 422) {
        onError(Object.values(failure.fieldErrors)[0]?.[0] ?? failure.message);
      }
    }
  };

  return (
    <Stack gap={6} align="center">
      {value ? (
        <Image
          src={value}
          alt={t('catalogue.teams.logoPreview')}
          w={120}
          h={120}
          fit="contain"
          radius="md"
        />
      ) : (
        <Text size="sm" c="dimmed" w={120} ta="center">
          {t('catalogue.teams.noLogo')}
        </Text>
      )}
      <FileButton onChange={(file) => void choose(file)} accept={logoAccept}>
        {(props) => (
          <Button {...props} variant="light" size="compact-sm" loading={upload.isPending}>
            {value ? t('catalogue.teams.changeLogo') : t('catalogue.teams.uploadLogo')}
          </Button>
        )}
      </FileButton>
      {value && (
        <Button variant="subtle" color="red" size="compact-xs" onClick={() => onChange(null)}>
          {t('catalogue.teams.removeLogo')}
        </Button>
      )}
      {error && (
        <Text size="sm" c="red" role="alert" maw={200} ta="center">
          {error}
        </Text>
      )}
      <Text size="xs" c="dimmed" maw={200} ta="center">
        {t('catalogue.teams.logoHint')}
      </Text>
    </Stack>
  );
}

/**
 * The logo picker bound to a form's `logo` field: the chosen path is its value, a refusal its
 * error (`text` translates a message key).
 */
export function FormLogoPicker<T extends FieldValues & { logo: string | null }>({
  form,
  text,
}: {
  form: UseFormReturn<T>;
  text(message: string | undefined): string | undefined;
}) {
  const name = 'logo' as Path<T>;
  return (
    <LogoPicker
      value={form.watch(name) as string | null}
      onChange={(next) => form.setValue(name, next as PathValue<T, Path<T>>, { shouldDirty: true })}
      onError={(message) =>
        message ? form.setError(name, { type: 'server', message }) : form.clearErrors(name)
      }
      error={text(form.getFieldState(name, form.formState).error?.message)}
    />
  );
}
