import type { HistoryEntry } from '@courtside/events';
import { Group, Stack, Text, Timeline, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { ChangesList } from './changes-list';
import { TagBadges } from './tag-badges';
import { actorText, eventText } from './history-text';
import { useName } from '../../../lib/names';

/** A record's events, oldest first; choosing one shows the record as it was after it. */
export function HistoryTimeline({
  entries,
  selected,
  onSelect,
}: {
  entries: HistoryEntry[];
  selected: number | null;
  onSelect(revision: number): void;
}) {
  const { t } = useTranslation();
  const nameOf = useName();
  const active = entries.findIndex((entry) => entry.revision === selected);
  return (
    <Timeline
      active={active}
      bulletSize={18}
      lineWidth={2}
      aria-label={t('adminShell.history.timeline')}
    >
      {entries.map((entry, index) => {
        const fields = Object.entries(entry.changes);
        const isSelected = entry.revision === selected;
        const isFirst = index === 0;
        return (
          <Timeline.Item
            key={entry.position}
            title={
              <UnstyledButton
                onClick={() => onSelect(entry.revision)}
                aria-pressed={isSelected}
                aria-label={t('adminShell.history.showAfter', {
                  event: eventText(t, entry.event),
                  revision: entry.revision,
                })}
              >
                <Group gap="xs">
                  <Text fw={600} c={isSelected ? 'orange.8' : undefined}>
                    {eventText(t, entry.event)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('adminShell.history.revision', { revision: entry.revision })}
                  </Text>
                </Group>
              </UnstyledButton>
            }
          >
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.occurred_at)}
                {entry.actor ? ` · ${actorText(t, nameOf, entry.actor)}` : ''}
              </Text>
              {entry.tags.length > 0 && <TagBadges tags={entry.tags} />}
              <ChangesList
                changes={fields.map(([field, change]) => ({
                  field,
                  old: isFirst ? undefined : change.old,
                  new: change.new,
                }))}
              />
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
