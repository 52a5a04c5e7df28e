import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useClubOptions } from '../api/clubs';
import { useLicenceSeasons, type LicenceFilters } from '../api/licences';

/** The preview's filters, kept in the address so the printable view and a reload keep them. */
/** A filter change; `status: 'all'` shows active and revoked licences alike. */
export type FilterChange = Partial<Omit<LicenceFilters, 'status'> & { status: string }>;

export function useLicenceFilters(): [LicenceFilters, (change: FilterChange) => void] {
  const [search, setSearch] = useSearchParams();
  const clubId = Number(search.get('club_id'));
  const kind = search.get('kind');
  const status = search.get('status');
  const filters: LicenceFilters = {
    club_id: Number.isInteger(clubId) && clubId > 0 ? clubId : undefined,
    season: search.get('season') ?? undefined,
    kind: kind === 'player' || kind === 'official' ? kind : undefined,
    status: status === 'revoked' ? 'revoked' : status === 'all' ? undefined : 'active',
    search: search.get('search') ?? undefined,
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  const change = (next: FilterChange) => {
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined || value === '') params.delete(key);
          else params.set(key, String(value));
        }
        if (!('page' in next)) params.delete('page');
        return params;
      },
      { replace: true },
    );
  };
  return [filters, change];
}

/** Club, season, kind, status and a name search. */
export function LicenceFilterBar({
  filters,
  change,
}: {
  filters: LicenceFilters;
  change(next: FilterChange): void;
}) {
  const { t } = useTranslation();
  const clubs = useClubOptions();
  const seasons = useLicenceSeasons();
  const onSearch = useDebouncedCallback((value: string) => change({ search: value }), 300);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('clubs.licences.club')}
        placeholder={t('clubs.licences.allClubs')}
        clearable
        searchable
        data={(clubs.data?.data ?? []).map((club) => ({
          value: String(club.id),
          label: club.name,
        }))}
        value={filters.club_id ? String(filters.club_id) : null}
        onChange={(value) => change({ club_id: value ? Number(value) : undefined })}
      />
      <Select
        label={t('clubs.licences.season')}
        placeholder={t('clubs.licences.allSeasons')}
        clearable
        data={seasons.data?.data ?? []}
        value={filters.season ?? null}
        onChange={(value) => change({ season: value ?? undefined })}
      />
      <Select
        label={t('clubs.licences.kind')}
        placeholder={t('clubs.licences.allKinds')}
        clearable
        data={[
          { value: 'player', label: t('clubs.licences.players') },
          { value: 'official', label: t('clubs.licences.officials') },
        ]}
        value={filters.kind ?? null}
        onChange={(value) => change({ kind: (value as LicenceFilters['kind']) ?? undefined })}
      />
      <Select
        label={t('clubs.licences.status')}
        allowDeselect={false}
        data={[
          { value: 'active', label: t('clubs.licences.active') },
          { value: 'revoked', label: t('clubs.licences.revoked') },
          { value: 'all', label: t('clubs.licences.allStatuses') },
        ]}
        value={filters.status ?? 'all'}
        onChange={(value) => change({ status: value ?? 'active' })}
      />
      <TextInput
        label={t('common.search')}
        defaultValue={filters.search ?? ''}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
    </Group>
  );
}
