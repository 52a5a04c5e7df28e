import type { StandingRow } from '@courtside/events';
import { Anchor, Group, Select, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { StandingsTable } from './standings-table';
import { exportLinks, useLeagueStandings } from '../api/get-league-standings';
import { CriterionLegend } from './criterion-legend';

/**
 * A league's table with a round selector: "now" shows the live rows the page already holds
 * (pushed over the socket), a round shows the table as it stood once that round was in.
 * It follows no room itself: the page's useLeagueRoom marks these tables stale.
 */
export function RoundStandings({
  leagueId,
  liveRows,
  exports = true,
  chart,
}: {
  leagueId: number;
  /** The live table when the caller already follows it; fetched otherwise. */
  liveRows?: StandingRow[];
  exports?: boolean;
  /** Drawn under the table from the very rows it shows, so it follows the round selector. */
  chart?: (rows: StandingRow[], round: number | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const [round, setRound] = useState<number | null>(null);
  const asOf = useLeagueStandings(leagueId, round);
  const rounds = asOf.data?.rounds ?? [];
  const rows = round === null && liveRows ? liveRows : asOf.data?.standings;
  const links = exportLinks(leagueId, round);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          label={t('standingsArea.round.label')}
          data={[
            { value: 'live', label: t('standingsArea.round.live') },
            ...rounds.map((value) => ({
              value: String(value),
              label: t('standingsArea.round.after', { round: value }),
            })),
          ]}
          value={round === null ? 'live' : String(round)}
          onChange={(value) => setRound(!value || value === 'live' ? null : Number(value))}
          allowDeselect={false}
          w={240}
        />
        {exports && (
          <Group gap="md">
            <Anchor href={links.standingsCsv} size="sm" download>
              {t('standingsArea.export.standingsCsv')}
            </Anchor>
            <Anchor href={links.scheduleCsv} size="sm" download>
              {t('standingsArea.export.scheduleCsv')}
            </Anchor>
            <Anchor href={links.scheduleIcs} size="sm">
              {t('standingsArea.export.calendar')}
            </Anchor>
          </Group>
        )}
      </Group>
      {!rows && asOf.isPending ? (
        <LoadingBlock rows={6} />
      ) : !rows && asOf.isError ? (
        <ErrorState onRetry={() => void asOf.refetch()} />
      ) : !rows || rows.length === 0 ? (
        <EmptyBlock title={t('standings.empty')} />
      ) : (
        <>
          <StandingsTable
            rows={rows}
            caption={
              round === null ? t('standings.caption') : t('standingsArea.round.caption', { round })
            }
          />
          <CriterionLegend rows={rows} />
          {chart?.(rows, round)}
        </>
      )}
    </Stack>
  );
}
