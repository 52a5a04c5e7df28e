import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, pagedTable, nameColumn } from '../../../components/ui/data-table';
import { ListFrame } from '../../../components/ui/list-frame';
import { useListParams } from '../../../components/ui/list-toolbar';
import { RowActions } from '../../../components/ui/row-actions';
import { useClubs, useDeleteClub, type AdminClub } from '../api/clubs';
import { ClubForm } from './club-form';

/** Clubs by name: their teams, how many licences they hold, and a way to their licences. */
export function ClubsTable() {
  const { t } = useTranslation();
  const [params, change] = useListParams();
  const clubs = useClubs(params);
  const remove = useDeleteClub(t('clubs.deleted'));
  const [editing, setEditing] = useState<AdminClub | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminClub | null>(null);

  return (
    <ListFrame
      change={change}
      newLabel={t('clubs.new')}
      onNew={() => setEditing('new')}
      dialogs={
        <>
          {editing && (
            <ClubForm club={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
          )}
          <ConfirmDialog
            opened={deleting !== null}
            question={t('clubs.deleteQuestion', { name: deleting?.name ?? '' })}
            pending={remove.isPending}
            onNo={() => setDeleting(null)}
            onYes={() => {
              if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
            }}
          />
        </>
      }
    >
      <DataTable
        label={t('clubs.title')}
        {...pagedTable(clubs, (page) => change({ page }))}
        empty={{ title: params.search ? t('common.noMatches') : t('clubs.empty') }}
        minWidth={720}
        columns={[
          nameColumn<AdminClub>(t('clubs.name')),
          { key: 'city', header: t('clubs.city'), cell: (club) => club.city ?? '—' },
          {
            key: 'teams',
            header: t('clubs.teams'),
            cell: (club) =>
              club.teams.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('clubs.noTeams')}
                </Text>
              ) : (
                club.teams.map((team) => team.name).join(', ')
              ),
          },
          {
            key: 'licences',
            header: t('clubs.licences.title'),
            cell: (club) => (
              <Anchor component={Link} to={`../licences?club_id=${club.id}`} relative="path">
                {t('clubs.licenceCounts', { players: club.players, officials: club.officials })}
              </Anchor>
            ),
          },
        ]}
        actions={{
          cell: (club) => (
            <RowActions
              name={club.name}
              edit={{ onClick: () => setEditing(club) }}
              remove={{ onClick: () => setDeleting(club) }}
            />
          ),
        }}
      />
    </ListFrame>
  );
}
