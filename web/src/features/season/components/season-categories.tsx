import {
  Anchor,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/page-state';
import { useSeason } from '../api/get-season';

/**
 * The categories of the season a day falls in, each with its leagues. Where two seasons meet
 * (the old one's last contests after the new one began) the visitor can switch between them.
 */
export function SeasonCategories({ day }: { day: string }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const season = useSeason(day, chosen);
  // The day's own answer names both seasons; a chosen one keeps that list on screen.
  const seasons = useSeason(day).data?.seasons ?? [];

  if (season.isPending) return <Skeleton height={120} radius="md" />;
  if (season.isError) return <ErrorState onRetry={() => void season.refetch()} />;
  const { selectedYear, topCategories, is_season_overlap: overlap } = season.data;
  if (topCategories.length === 0) return null;

  return (
    <Stack
      gap="sm"
      component="section"
      aria-label={t('operations.season.title', { season: selectedYear })}
    >
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {t('operations.season.title', { season: selectedYear })}
        </Title>
        {overlap && seasons.length > 1 && (
          <Stack gap={4} align="flex-end">
            <Text size="xs" c="dimmed">
              {t('operations.season.overlap')}
            </Text>
            <SegmentedControl
              size="xs"
              value={selectedYear}
              data={seasons}
              onChange={setChosen}
              aria-label={t('operations.season.choose')}
            />
          </Stack>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {topCategories.map((category) => (
          <Card key={category.id} withBorder radius="md" padding="md">
            <Text fw={700} mb="xs">
              {category.name}
            </Text>
            {category.leagues.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('operations.season.noLeagues')}
              </Text>
            ) : (
              <Stack gap={4}>
                {category.leagues.map((league) => (
                  <Anchor key={league.id} component={Link} to={`/league/${league.id}`} size="sm">
                    {league.name}
                  </Anchor>
                ))}
              </Stack>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
