import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-errors';
import { useRemoveAvatar, useUploadAvatar, type Profile } from '../api/profile';

/** Spec §5/§9: images only, at most 20 MB; checked here first, and again by the server. */
const maxBytes = 20 * 1024 * 1024;
const accepted = 'image/png,image/jpeg,image/gif,image/webp';

/** The picture with a preview of a chosen file before it is uploaded, and removal. */
export function AvatarCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const upload = useUploadAvatar(t('users.profile.avatarSaved'));
  const remove = useRemoveAvatar(t('users.profile.avatarRemoved'));
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    setProblem(null);
    if (chosen && (!chosen.type.startsWith('image/') || chosen.size > maxBytes)) {
      setFile(null);
      setProblem(t('users.profile.avatarRule'));
      return;
    }
    setFile(chosen);
  };

  const save = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      setFile(null);
    } catch (error) {
      if (isApiRequestError(error) && error.status === 422) {
        setProblem(error.fieldErrors.avatar?.[0] ?? error.message);
      }
    }
  };

  return (
    <Stack gap="sm" align="flex-start">
      <Avatar
        src={preview ?? profile.avatar}
        alt={t('users.profile.avatarAlt', { name: profile.name })}
        size={96}
        radius={96}
      />
      {preview && (
        <Text size="sm" c="dimmed">
          {t('users.profile.previewHint')}
        </Text>
      )}
      <Group gap="xs">
        <FileButton onChange={choose} accept={accepted}>
          {(props) => (
            <Button variant="default" {...props}>
              {t('users.profile.chooseAvatar')}
            </Button>
          )}
        </FileButton>
        {file && (
          <Button loading={upload.isPending} onClick={() => void save()}>
            {t('users.profile.uploadAvatar')}
          </Button>
        )}
        {!file && profile.has_avatar && (
          <Button
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t('users.profile.removeAvatar')}
          </Button>
        )}
      </Group>
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
