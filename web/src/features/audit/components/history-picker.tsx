import { auditModels } from '@courtside/events';
import { Button, Group, NumberInput, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Picks which record's history to replay: its kind and its id. */
export function HistoryPicker({
  model,
  id,
  onOpen,
}: {
  model: string;
  id: number | null;
  onOpen(model: string, id: number): void;
}) {
  const { t } = useTranslation();
  const [chosenModel, setChosenModel] = useState(model);
  const [chosenId, setChosenId] = useState<string | number>(id ?? '');
  const numericId = typeof chosenId === 'number' ? chosenId : Number(chosenId);
  const valid = chosenModel !== '' && Number.isInteger(numericId) && numericId > 0;
  return (
    <form
      aria-label={t('adminShell.history.pick')}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onOpen(chosenModel, numericId);
      }}
    >
      <Group align="flex-end" gap="sm">
        <Select
          label={t('adminShell.history.model')}
          value={chosenModel || null}
          onChange={(value) => setChosenModel(value ?? '')}
          allowDeselect={false}
          data={auditModels.map((name) => ({
            value: name,
            label: t(`adminShell.models.${name}`, { defaultValue: name }),
          }))}
          w={180}
        />
        <NumberInput
          label={t('adminShell.history.id')}
          value={chosenId}
          onChange={setChosenId}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          w={140}
        />
        <Button type="submit" disabled={!valid}>
          {t('adminShell.history.open')}
        </Button>
      </Group>
    </form>
  );
}
