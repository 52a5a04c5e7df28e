import type { ContestStatus, PublicContest } from '@courtside/events';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const order: ContestStatus[] = ['scheduled', 'in_progress', 'finished', 'postponed', 'cancelled'];

/** Today's programme by status: how much of the day is done reads faster as bars. */
export default function TodayChart({ contests }: { contests: PublicContest[] }) {
  const { t } = useTranslation();
  const data = order.map((status) => ({
    status: t(`status.${status}`),
    contests: contests.filter((c) => c.status === status).length,
  }));
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0}>
      <Text component="figcaption" fw={600} mb="sm">
        {t('operations.dashboard.chartTitle')}
      </Text>
      <ResponsiveContainer width="100%" height={180}>
        <BarChart data={data} margin={{ left: 0, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="status" tick={{ fontSize: 12 }} interval={0} />
          <YAxis allowDecimals={false} width={32} />
          <Tooltip formatter={(value) => [value, t('operations.dashboard.matches')]} />
          <Bar dataKey="contests" fill="var(--mantine-color-blue-6)" radius={4} />
        </BarChart>
      </ResponsiveContainer>
    </Paper>
  );
}
