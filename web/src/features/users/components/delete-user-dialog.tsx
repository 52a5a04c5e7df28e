import { Alert, List, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-errors';
import { useAdmins, useDeleteUser, type OwnedLeague, type User } from '../api/users';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/**
 * Asks before deleting a user. When the server answers that the user owns leagues, the dialog
 * lists them and asks for the administrator who takes them over (spec §5).
 */
export function DeleteUserDialog({ user, onClose }: { user: User; onClose(): void }) {
  const { t } = useTranslation();
  const remove = useDeleteUser(t('users.list.deleted'));
  const [leagues, setLeagues] = useState<OwnedLeague[] | null>(null);
  const [newOwner, setNewOwner] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const admins = useAdmins(leagues !== null);

  const confirm = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync({
        id: user.id,
        newOwnerId: newOwner === null ? undefined : Number(newOwner),
      });
      onClose();
    } catch (error) {
      if (!isApiRequestError(error) || error.status !== 422) return;
      const body = error.data as { leagues?: OwnedLeague[] } | null;
      if (body?.leagues && leagues === null) {
        setLeagues(body.leagues);
        return;
      }
      setProblem(error.fieldErrors.new_owner_id?.[0] ?? error.message);
    }
  };

  const candidates = (admins.data?.data ?? [])
    .filter((admin) => admin.id !== user.id)
    .map((admin) => ({ value: String(admin.id), label: `${admin.name} (${admin.email})` }));

  return (
    <ConfirmDialog
      opened
      title={t('users.delete.title')}
      pending={remove.isPending}
      yesDisabled={leagues !== null && newOwner === null}
      onYes={() => void confirm()}
      onNo={onClose}
    >
      <Text>{t('users.delete.question', { name: user.name })}</Text>
      {leagues && (
        <>
          <Alert color="yellow" title={t('users.delete.ownsTitle')}>
            <Text size="sm" mb="xs">
              {t('users.delete.ownsText')}
            </Text>
            <List size="sm">
              {leagues.map((league) => (
                <List.Item key={league.id}>{league.name}</List.Item>
              ))}
            </List>
          </Alert>
          <Select
            label={t('users.delete.newOwner')}
            placeholder={t('users.delete.newOwnerPlaceholder')}
            data={candidates}
            value={newOwner}
            onChange={setNewOwner}
            searchable
            nothingFoundMessage={t('users.delete.noAdmins')}
            disabled={admins.isLoading}
          />
        </>
      )}
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
    </ConfirmDialog>
  );
}
