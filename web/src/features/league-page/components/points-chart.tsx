import type { StandingRow } from '@courtside/events';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useName } from '../../../lib/names';

/**
 * Points per team as bars: the gaps between teams read faster here than in the table. `round`
 * is the round the table above is shown after (null: now), so the two always agree.
 */
export default function PointsChart({
  rows,
  round = null,
}: {
  rows: StandingRow[];
  round?: number | null;
}) {
  const { t } = useTranslation();
  const nameOf = useName();
  const title = round === null ? t('standings.chartTitle') : t('phone.chart.afterRound', { round });
  const data = rows.map((row) => ({ name: nameOf(row.team.name), points: row.points }));
  const height = Math.max(160, rows.length * 36 + 40);
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-label={title}>
      <Text component="figcaption" fw={600} mb="sm">
        {title}
      </Text>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={data} layout="vertical" margin={{ left: 8, right: 24 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => [value, t('standings.points')]} />
          <Bar
            dataKey="points"
            name={t('standings.points')}
            fill="var(--mantine-color-orange-6)"
            radius={4}
            isAnimationActive={false}
          >
            <LabelList dataKey="points" position="right" fontSize={12} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Paper>
  );
}
