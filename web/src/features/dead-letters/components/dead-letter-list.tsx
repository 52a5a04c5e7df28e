import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { useName } from '../../../lib/names';
import { useDeadLetterAction, useDeadLetters, type DeadLetter } from '../api/dead-letters';

/**
 * Deliveries to the scoreboard and workflow services that failed every retry: where they were
 * going, for which league, how often they were tried and why the last try failed. Retry sends
 * the same data again; discard drops it after a confirmation. A letter a newer version has
 * replaced since says so and can only be discarded: sending it would overwrite the newer one.
 */
export function DeadLetterList() {
  const { t, i18n } = useTranslation();
  const name = useName();
  // A coded failure in the reader's language; an old letter (or a code this screen does not
  // know yet) keeps its English text rather than showing nothing.
  const errorOf = (letter: DeadLetter) => {
    const key = `deadLetters.error.${letter.last_error_code ?? ''}`;
    return letter.last_error_code && i18n.exists(key)
      ? t(key, letter.last_error_params)
      : letter.last_error;
  };
  const query = useDeadLetters();
  const action = useDeadLetterAction({
    retry: t('deadLetters.retried'),
    discard: t('deadLetters.discarded'),
  });
  const [discarding, setDiscarding] = useState<DeadLetter | null>(null);
  if (query.isPending) return <LoadingBlock rows={3} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const letters = query.data.data;
  if (letters.length === 0) {
    return <EmptyBlock title={t('deadLetters.empty')} description={t('deadLetters.emptyHint')} />;
  }
  return (
    <Stack gap="sm">
      {letters.map((letter) => (
        <Card key={letter.id} withBorder aria-label={t('deadLetters.item')}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs" wrap="wrap">
                <Badge variant="light">{t(`deadLetters.destination.${letter.destination}`)}</Badge>
                <Text fw={600}>
                  {letter.league_name !== null
                    ? name(letter.league_name)
                    : t('deadLetters.leagueGone', { id: letter.league_id })}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {new Date(letter.failed_at).toLocaleString()}
              </Text>
            </Group>
            <Text size="sm">
              {letter.kind === 'match'
                ? t('deadLetters.kind.match', { id: letter.match_id })
                : t('deadLetters.kind.roster')}
              {' · '}
              {t('deadLetters.attempts', { count: letter.attempts })}
            </Text>
            <Text size="sm" c="red.8">
              {t('deadLetters.lastError', { error: errorOf(letter) })}
            </Text>
            {letter.superseded && (
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Badge color="gray" variant="outline" style={{ flexShrink: 0 }}>
                  {t('deadLetters.outdated')}
                </Badge>
                <Text size="sm">{t('deadLetters.supersededHint')}</Text>
              </Group>
            )}
            <Group gap="xs">
              {!letter.superseded && (
                <Button
                  size="xs"
                  loading={action.isPending && action.variables?.id === letter.id}
                  onClick={() => action.mutate({ id: letter.id, action: 'retry' })}
                >
                  {t('deadLetters.retry')}
                </Button>
              )}
              <Button size="xs" variant="default" color="red" onClick={() => setDiscarding(letter)}>
                {t('deadLetters.discard')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
      <ConfirmDialog
        opened={discarding !== null}
        question={t('deadLetters.discardQuestion')}
        pending={action.isPending}
        onNo={() => setDiscarding(null)}
        onYes={() => {
          if (!discarding) return;
          action.mutate(
            { id: discarding.id, action: 'discard' },
            { onSettled: () => setDiscarding(null) },
          );
        }}
      />
    </Stack>
  );
}
