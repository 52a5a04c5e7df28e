import { Anchor, Box, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LiveIndicator } from '../../../components/ui/live-indicator';
import { NotFoundRoute } from '../not-found';
import { useName } from '../../../lib/names';

/** The league id of a widget's address, or null when it names no league. */
function useWidgetLeagueId(): number | null {
  const { id } = useParams();
  const leagueId = Number(id);
  return Number.isInteger(leagueId) && leagueId > 0 ? leagueId : null;
}

/** A league widget's route: the league's view, or "not found" when the address names none. */
export function LeagueWidget({ render }: { render(leagueId: number): ReactNode }) {
  const leagueId = useWidgetLeagueId();
  return leagueId === null ? <NotFoundRoute /> : render(leagueId);
}

/**
 * What every embed shares instead of the site's chrome: the league's name, the live badge and
 * a link back to the full page, in a box that fits an iframe.
 */
export function WidgetFrame({
  leagueId,
  title,
  children,
}: {
  leagueId: number;
  title: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const nameOf = useName();
  return (
    <Box p="sm" component="main">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={1} size="h4">
          {title ? nameOf(title) : '\u00a0'}
        </Title>
        <LiveIndicator />
      </Group>
      {children}
      <Text size="xs" c="dimmed" mt="sm" ta="right">
        <Anchor href={`/league/${leagueId}`} target="_blank" rel="noopener" size="xs">
          {t('standingsArea.widget.poweredBy')}
        </Anchor>
      </Text>
    </Box>
  );
}
