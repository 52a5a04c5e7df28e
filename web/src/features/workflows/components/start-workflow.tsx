import { Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkflowKind } from '@courtside/events';
import { useStartWorkflow, type WorkflowList } from '../api/workflows';

/** Choose a kind and a league, then start: the system runs the rest. */
export function StartWorkflow({ kinds, leagues }: Pick<WorkflowList, 'kinds' | 'leagues'>) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<WorkflowKind | null>(null);
  const [league, setLeague] = useState<string | null>(null);
  const start = useStartWorkflow(t('workflows.started'));
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Text fw={600}>{t('workflows.start.title')}</Text>
        <Group align="end" wrap="wrap">
          <Select
            label={t('workflows.start.kind')}
            placeholder={t('workflows.start.choose')}
            data={kinds.map((value) => ({ value, label: t(`workflows.kinds.${value}`) }))}
            value={kind}
            onChange={(value) => setKind(value as WorkflowKind | null)}
            w={{ base: '100%', sm: 260 }}
          />
          <Select
            label={t('workflows.start.league')}
            placeholder={t('workflows.start.choose')}
            searchable
            data={leagues.map((l) => ({
              value: String(l.id),
              label: l.season ? `${l.name} (${l.season})` : l.name,
            }))}
            value={league}
            onChange={setLeague}
            w={{ base: '100%', sm: 320 }}
          />
          <Button
            disabled={!kind || !league}
            loading={start.isPending}
            onClick={() => {
              if (kind && league) start.mutate({ kind, league_id: Number(league) });
            }}
          >
            {t('workflows.start.submit')}
          </Button>
        </Group>
        {kind && (
          <Text size="sm" c="dimmed">
            {t(`workflows.hints.${kind}`)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
