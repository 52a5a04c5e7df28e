import { Button, Group, MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useAssignOfficialTest, useOfficialChoices } from '../api/official-tests';

/**
 * Picks officials and gives them the test, after a confirmation: once given, a test stays on
 * the official's list and cannot be taken back.
 */
export function AssignOfficials({ testId, assigned }: { testId: number; assigned: number[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const choices = useOfficialChoices(search);
  const assign = useAssignOfficialTest(testId, t('officialTests.assign.done'));
  const data = (choices.data?.data ?? [])
    .filter((o) => !assigned.includes(o.id))
    .map((o) => ({ value: String(o.id), label: `${o.name} (${o.email})` }));

  return (
    <>
      <Group align="flex-end" wrap="wrap">
        <MultiSelect
          style={{ flex: 1, minWidth: 240 }}
          label={t('officialTests.assign.label')}
          placeholder={t('officialTests.assign.placeholder')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={data}
          value={picked}
          onChange={setPicked}
          nothingFoundMessage={
            choices.isPending ? t('officialTests.loading') : t('officialTests.assign.none')
          }
        />
        <Button disabled={picked.length === 0} onClick={() => setConfirming(true)}>
          {t('officialTests.assign.submit')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        pending={assign.isPending}
        question={t('officialTests.assign.confirm', { count: picked.length })}
        onNo={() => setConfirming(false)}
        onYes={() =>
          assign.mutate(picked.map(Number), {
            onSuccess: () => setPicked([]),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </>
  );
}
