import type { TeamStatistics } from '@courtside/events';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** Average points scored and conceded per team, and per period for every team. */
export default function StatisticsCharts({ teams }: { teams: TeamStatistics[] }) {
  const { t } = useTranslation();
  const averages = teams.map((team) => ({
    name: team.team.name,
    for: team.avg_for,
    against: team.avg_against,
  }));
  const periods = ['1', '2', '3', '4', 'extra'].map((period) => ({
    period:
      period === 'extra' ? t('operations.stats.extra') : t('operations.stats.period', { period }),
    ...Object.fromEntries(
      teams.map((team) => [
        team.team.name,
        team.periods.find((p) => p.period === period)?.for_avg ?? 0,
      ]),
    ),
  }));
  const palette = [
    'blue',
    'orange',
    'teal',
    'grape',
    'red',
    'lime',
    'cyan',
    'pink',
    'indigo',
    'yellow',
  ];
  return (
    <>
      <Paper withBorder p="md" radius="md" component="figure" m={0}>
        <Text component="figcaption" fw={600} mb="sm">
          {t('operations.stats.averagesTitle')}
        </Text>
        <ResponsiveContainer width="100%" height={Math.max(180, teams.length * 44 + 60)}>
          <BarChart data={averages} layout="vertical" margin={{ left: 8, right: 24 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" />
            <YAxis type="category" dataKey="name" width={130} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            <Bar
              dataKey="for"
              name={t('operations.stats.avgFor')}
              fill="var(--mantine-color-teal-6)"
              radius={4}
            />
            <Bar
              dataKey="against"
              name={t('operations.stats.avgAgainst')}
              fill="var(--mantine-color-red-5)"
              radius={4}
            />
          </BarChart>
        </ResponsiveContainer>
      </Paper>
      <Paper withBorder p="md" radius="md" component="figure" m={0}>
        <Text component="figcaption" fw={600} mb="sm">
          {t('operations.stats.periodsTitle')}
        </Text>
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={periods} margin={{ left: 0, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="period" tick={{ fontSize: 12 }} />
            <YAxis width={32} />
            <Tooltip />
            <Legend />
            {teams.map((team, index) => (
              <Bar
                key={team.team.id}
                dataKey={team.team.name}
                fill={`var(--mantine-color-${palette[index % palette.length]}-6)`}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </Paper>
    </>
  );
}
