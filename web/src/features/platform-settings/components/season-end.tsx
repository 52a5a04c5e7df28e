import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiRequestError } from '../../../lib/api-errors';
import { useEndSeason } from '../api/platform-settings';

/**
 * Season end: names a season and, once confirmed, ends it for good: its leagues become
 * read-only and the landing moves to the next season.
 */
export function SeasonEnd({ platformId, closed }: { platformId: number; closed: string[] }) {
  const { t } = useTranslation();
  const [season, setSeason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const end = useEndSeason(platformId, t('platformSettings.season.ended'));
  const confirm = () => {
    setError(null);
    end.mutate(season.trim(), {
      onSuccess: () => setSeason(''),
      onError: (failure) => {
        const data = failure instanceof ApiRequestError ? failure.data : undefined;
        const errors = (data as { errors?: Record<string, string[]> } | undefined)?.errors;
        setError(errors?.season?.[0] ?? failure.message);
      },
      onSettled: () => setConfirming(false),
    });
  };
  return (
    <Card withBorder maw={720}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('platformSettings.season.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('platformSettings.season.explain')}
        </Text>
        {closed.length > 0 && (
          <Group gap="xs">
            <Text size="sm">{t('platformSettings.season.closed')}</Text>
            {closed.map((name) => (
              <Badge key={name} color="gray">
                {name}
              </Badge>
            ))}
          </Group>
        )}
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('platformSettings.season.season')}
            placeholder="2025/26"
            value={season}
            onChange={(event) => setSeason(event.currentTarget.value)}
            error={error}
          />
          <Button
            color="red"
            variant="light"
            disabled={season.trim() === ''}
            onClick={() => setConfirming(true)}
          >
            {t('platformSettings.season.end')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        question={t('platformSettings.season.question', { season: season.trim() })}
        pending={end.isPending}
        onYes={confirm}
        onNo={() => setConfirming(false)}
      />
    </Card>
  );
}
