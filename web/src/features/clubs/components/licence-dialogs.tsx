import { Badge, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EntityFormDialog } from '../../../components/ui/entity-form';
import { ApiRequestError } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/dates';
import { useClubOptions } from '../api/clubs';
import { useLicenceAction, type AdminLicence } from '../api/licences';

/** A 422's first text for a field, as the gateway worded it. */
function fieldText(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const errors = (error.data as { errors?: Record<string, string[]> } | undefined)?.errors;
  return errors?.[field]?.[0];
}

/** Move a licence to another club for a season, with a reason kept in its history. */
export function TransferDialog({ licence, onClose }: { licence: AdminLicence; onClose(): void }) {
  const { t } = useTranslation();
  const clubs = useClubOptions();
  const transfer = useLicenceAction(t('clubs.licences.transferred'));
  const [clubId, setClubId] = useState<string | null>(null);
  const [season, setSeason] = useState(licence.season);
  const [reason, setReason] = useState('');
  const error = transfer.error;
  return (
    <EntityFormDialog
      title={t('clubs.licences.transferTitle', {
        name: `${licence.first_name} ${licence.last_name}`,
      })}
      onClose={onClose}
      pending={transfer.isPending}
      formError={fieldText(error, 'body') ?? null}
      onSubmit={async (event) => {
        event.preventDefault();
        await transfer
          .mutateAsync({
            id: licence.id,
            action: 'transfer',
            body: { club_id: clubId ? Number(clubId) : null, season, reason: reason || null },
          })
          .then(onClose, () => undefined);
      }}
    >
      <Select
        label={t('clubs.licences.toClub')}
        required
        searchable
        data={(clubs.data?.data ?? [])
          .filter((club) => club.id !== licence.club_id)
          .map((club) => ({ value: String(club.id), label: club.name }))}
        value={clubId}
        onChange={setClubId}
        error={fieldText(error, 'club_id')}
      />
      <TextInput
        label={t('clubs.licences.season')}
        required
        value={season}
        onChange={(event) => setSeason(event.currentTarget.value)}
        error={fieldText(error, 'season')}
      />
      <TextInput
        label={t('clubs.licences.reason')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={fieldText(error, 'reason')}
      />
    </EntityFormDialog>
  );
}

/** Revoking cannot be undone: asked first, with an optional reason. */
export function RevokeDialog({ licence, onClose }: { licence: AdminLicence; onClose(): void }) {
  const { t } = useTranslation();
  const revoke = useLicenceAction(t('clubs.licences.revokedNotice'));
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      opened
      question={t('clubs.licences.revokeQuestion', {
        name: `${licence.first_name} ${licence.last_name}`,
      })}
      pending={revoke.isPending}
      onNo={onClose}
      onYes={() =>
        revoke.mutate(
          { id: licence.id, action: 'revoke', body: { reason: reason || null } },
          { onSettled: onClose },
        )
      }
    >
      <TextInput
        label={t('clubs.licences.reason')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
    </ConfirmDialog>
  );
}

/** Every issue, transfer and revocation of a licence, oldest first. */
export function HistoryDialog({ licence, onClose }: { licence: AdminLicence; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('clubs.licences.historyTitle', {
        name: `${licence.first_name} ${licence.last_name}`,
      })}
    >
      <Stack gap="sm">
        <Table aria-label={t('clubs.licences.history')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('clubs.licences.date')}</Table.Th>
              <Table.Th>{t('clubs.licences.step')}</Table.Th>
              <Table.Th>{t('clubs.licences.club')}</Table.Th>
              <Table.Th>{t('clubs.licences.season')}</Table.Th>
              <Table.Th>{t('clubs.licences.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {licence.history.map((step) => (
              <Table.Tr key={`${step.at}-${step.action}`}>
                <Table.Td>{formatDateTime(step.at)}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{t(`clubs.licences.steps.${step.action}`)}</Badge>
                </Table.Td>
                <Table.Td>{step.club_name ?? `#${step.club_id}`}</Table.Td>
                <Table.Td>{step.season}</Table.Td>
                <Table.Td>{step.reason ?? <Text c="dimmed">—</Text>}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Modal>
  );
}
