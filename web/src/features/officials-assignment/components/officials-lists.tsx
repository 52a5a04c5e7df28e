import {
  ActionIcon,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leagueOfficialRoles, type LeagueOfficialRole } from '@courtside/events';
import { EmptyBlock, RecordState } from '../../../components/ui/page-state';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isApiRequestError } from '../../../lib/api-errors';
import {
  useChangeLeagueOfficial,
  useLeagueOfficials,
  type OfficialAccount,
} from '../api/officials';
import { OfficialPicker } from './official-picker';

/** Translation key of a role's list title: 'assistant referee' → 'assistantReferee'. */
export function roleKey(role: string): string {
  return role.replace(/ (\w)/g, (_match, letter: string) => letter.toUpperCase());
}

/** One officials list of a league: its people, a picker to add one, remove with a question. */
function OfficialsList({
  leagueId,
  role,
  people,
}: {
  leagueId: number;
  role: LeagueOfficialRole;
  people: OfficialAccount[];
}) {
  const { t } = useTranslation();
  const title = t(`officialsAdmin.roles.${roleKey(role)}`);
  const add = useChangeLeagueOfficial(leagueId, t('officialsAdmin.lists.added'));
  const remove = useChangeLeagueOfficial(leagueId, t('officialsAdmin.lists.removed'));
  const [picked, setPicked] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<OfficialAccount | null>(null);

  const submit = async () => {
    if (picked === null) return;
    setError(undefined);
    try {
      await add.mutateAsync({ action: 'add', accountId: picked, role });
      setPicked(null);
    } catch (failure) {
      if (isApiRequestError(failure) && failure.status === 422) {
        setError(failure.fieldErrors['account_id']?.[0] ?? failure.message);
      }
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {people.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('officialsAdmin.lists.empty')}
          </Text>
        ) : (
          <Table>
            <Table.Tbody>
              {people.map((person) => (
                <Table.Tr key={person.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {person.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {person.email}
                    </Text>
                  </Table.Td>
                  <Table.Td w={48}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('officialsAdmin.lists.remove', { name: person.name })}
                      onClick={() => setRemoving(person)}
                    >
                      ×
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <OfficialPicker
              role={role}
              label={t('officialsAdmin.lists.add', { list: title })}
              value={picked}
              onChange={(id) => {
                setPicked(id);
                setError(undefined);
              }}
              exclude={people.map((person) => person.id)}
              error={error}
            />
          </div>
          <Button onClick={() => void submit()} loading={add.isPending} disabled={picked === null}>
            {t('officialsAdmin.lists.addButton')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t('officialsAdmin.remove.title')}
        question={t('officialsAdmin.remove.question', { name: removing?.name ?? '', list: title })}
        pending={remove.isPending}
        onNo={() => setRemoving(null)}
        onYes={() => {
          if (!removing) return;
          remove.mutate(
            { action: 'remove', accountId: removing.id, role },
            { onSettled: () => setRemoving(null) },
          );
        }}
      />
    </Card>
  );
}

/** Every officials list of a league (referees, assistant referees, delegates, …). */
export function LeagueOfficialsLists({ leagueId }: { leagueId: number }) {
  const { t } = useTranslation();
  const officials = useLeagueOfficials(leagueId);
  return (
    <RecordState
      query={officials}
      rows={5}
      notFound={<EmptyBlock title={t('officialsAdmin.lists.noLeague')} />}
    >
      {(data) => (
        <Stack gap="md">
          <Text c="dimmed">{data.league.name}</Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {leagueOfficialRoles.map((role) => (
              <OfficialsList
                key={role}
                leagueId={leagueId}
                role={role}
                people={data.lists[role] ?? []}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </RecordState>
  );
}
