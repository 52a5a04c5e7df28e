import type { AuditValue } from '@courtside/events';
import { Spoiler, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldText, valueText } from './history-text';

export interface Change {
  field: string;
  /** Absent when the record had no such field before (it was just created). */
  old?: AuditValue;
  new: AuditValue;
}

/** A field that came into being empty says nothing; it would only lengthen the list. */
function tellsSomething(change: Change): boolean {
  const hadValue = change.old !== undefined && change.old !== null;
  return hadValue || (change.new !== null && change.new !== '');
}

/** What an event changed, "field: old → new", long lists folded. */
export function ChangesList({ changes }: { changes: Change[] }) {
  const { t } = useTranslation();
  const shown = changes.filter(tellsSomething);
  if (shown.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Spoiler
      maxHeight={132}
      showLabel={t('adminShell.logs.showAll', { count: shown.length })}
      hideLabel={t('adminShell.logs.showLess')}
    >
      <Stack gap={2}>
        {shown.map((change) => (
          <Text key={change.field} size="sm">
            <Text span fw={600}>
              {fieldText(t, change.field)}
            </Text>
            {': '}
            {change.old !== undefined ? `${valueText(t, change.old)} → ` : ''}
            {valueText(t, change.new)}
          </Text>
        ))}
      </Stack>
    </Spoiler>
  );
}
