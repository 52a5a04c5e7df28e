import { auditModels, eventSchemas } from '@courtside/events';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogFilters } from '../api/get-logs';

export const noFilters: LogFilters = { user: '', model: '', event: '', from: '', to: '' };

const eventTypes = Object.keys(eventSchemas).sort();

/** Filters of the audit log: who, what kind of record, which event, between which days. */
export function LogsFilters({
  value,
  onChange,
}: {
  value: LogFilters;
  onChange(filters: LogFilters): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const set = (field: keyof LogFilters) => (next: string | null) =>
    setDraft((current) => ({ ...current, [field]: next ?? '' }));

  return (
    <form
      aria-label={t('adminShell.logs.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...draft, user: draft.user.trim() });
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <TextInput
          label={t('adminShell.logs.user')}
          placeholder={t('adminShell.logs.userHint')}
          value={draft.user}
          onChange={(event) => set('user')(event.currentTarget.value)}
        />
        <Select
          label={t('adminShell.logs.model')}
          placeholder={t('adminShell.logs.any')}
          clearable
          value={draft.model || null}
          onChange={set('model')}
          data={auditModels.map((model) => ({
            value: model,
            label: t(`adminShell.models.${model}`, { defaultValue: model }),
          }))}
        />
        <Select
          label={t('adminShell.logs.event')}
          placeholder={t('adminShell.logs.any')}
          clearable
          searchable
          value={draft.event || null}
          onChange={set('event')}
          data={eventTypes}
        />
        <DatePickerInput
          label={t('adminShell.logs.from')}
          valueFormat="DD.MM.YYYY"
          clearable
          value={draft.from || null}
          onChange={(day) => set('from')(typeof day === 'string' ? day : null)}
        />
        <DatePickerInput
          label={t('adminShell.logs.to')}
          valueFormat="DD.MM.YYYY"
          clearable
          value={draft.to || null}
          onChange={(day) => set('to')(typeof day === 'string' ? day : null)}
        />
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        <Button type="submit">{t('adminShell.logs.apply')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(noFilters);
            onChange(noFilters);
          }}
        >
          {t('adminShell.logs.clear')}
        </Button>
      </Group>
    </form>
  );
}
