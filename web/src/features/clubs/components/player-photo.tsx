import { Avatar, FileInput, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../lib/api-errors';
import { usePhotoUpload } from '../api/licence-import';

/**
 * A player's photo: uploaded at once (checked by its bytes on the server, at most 1000×1000)
 * and kept as the path the server answers, which the licence then saves.
 */
export function PlayerPhoto({
  value,
  onChange,
}: {
  value: string | null;
  onChange(path: string | null): void;
}) {
  const { t } = useTranslation();
  const upload = usePhotoUpload();
  const [error, setError] = useState<string | null>(null);
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <Avatar src={value} size={48} alt={t('clubs.licences.photo')} />
      <FileInput
        label={t('clubs.licences.photo')}
        placeholder={t('clubs.import.choose')}
        accept="image/png,image/jpeg,image/gif,image/webp"
        clearable
        error={error}
        style={{ flex: 1 }}
        onChange={(file) => {
          setError(null);
          if (!file) return onChange(null);
          upload.mutate(file, {
            onSuccess: (answer) => onChange(answer.logo),
            onError: (failure) => {
              const refused = refusalText(failure);
              if (refused !== null) setError(refused);
            },
          });
        }}
      />
    </Group>
  );
}
