import { Select, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useClubOptions } from '../api/clubs';

/** What both licence forms take from the preview: its club and season, and how to close. */
export interface FormProps {
  clubId?: number;
  season?: string;
  onClose(): void;
  onKind(kind: 'player' | 'official'): void;
}

/** The licence kind (switches the form) and the club, shared by both licence forms. */
export function KindAndClub({
  kind,
  onKind,
  control,
  error,
}: {
  kind: 'player' | 'official';
  onKind(kind: 'player' | 'official'): void;
  // The two forms' controls differ only in their other fields.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by both form types
  control: any;
  error?: string;
}) {
  const { t } = useTranslation();
  const clubs = useClubOptions();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t('clubs.licences.kind')}
        data={[
          { value: 'player', label: t('clubs.licences.player') },
          { value: 'official', label: t('clubs.licences.official') },
        ]}
        value={kind}
        allowDeselect={false}
        onChange={(value) => onKind(value === 'official' ? 'official' : 'player')}
      />
      <Controller
        control={control}
        name="club_id"
        render={({ field }) => (
          <Select
            label={t('clubs.licences.club')}
            required
            searchable
            data={(clubs.data?.data ?? []).map((club) => ({
              value: String(club.id),
              label: club.name,
            }))}
            value={field.value ? String(field.value) : null}
            onChange={(value) => field.onChange(value ? Number(value) : undefined)}
            error={error}
          />
        )}
      />
    </SimpleGrid>
  );
}
