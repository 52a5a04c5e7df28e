import type { IncomeTotal } from '@courtside/events';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Amount earned per official: who carried the most contests reads faster as bars. */
export default function IncomeChart({ totals }: { totals: IncomeTotal[] }) {
  const { t } = useTranslation();
  const data = totals.map((total) => ({ name: total.name, amount: total.amount }));
  const height = Math.max(160, totals.length * 36 + 40);
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0}>
      <Text component="figcaption" fw={600} mb="sm">
        {t('operations.income.chartTitle')}
      </Text>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={data} layout="vertical" margin={{ left: 8, right: 24 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" />
          <YAxis type="category" dataKey="name" width={150} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => [value, t('operations.income.amount')]} />
          <Bar dataKey="amount" fill="var(--mantine-color-teal-6)" radius={4} />
        </BarChart>
      </ResponsiveContainer>
    </Paper>
  );
}
