import type { StandingRow, StandingsCriterion } from '@courtside/events';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The order FIBA Appendix D applies them, which the legend follows. */
export const criteria: readonly StandingsCriterion[] = [
  'points',
  'head-to-head points',
  'head-to-head point difference',
  'head-to-head points scored',
  'point difference',
  'points scored',
  'shared',
];

/** i18n key of a criterion (keys cannot hold spaces). */
export const criterionKey = (criterion: StandingsCriterion) => criterion.replaceAll(' ', '-');

/** Explains the tie-breaks the table shows, those used by its rows only. */
export function CriterionLegend({ rows }: { rows: StandingRow[] }) {
  const { t } = useTranslation();
  const used = criteria.filter(
    (criterion) => criterion !== 'points' && rows.some((row) => row.criterion === criterion),
  );
  if (used.length === 0) return null;
  return (
    <div aria-label={t('standingsArea.legend.title')} role="note">
      <Text size="sm" fw={600}>
        {t('standingsArea.legend.title')}
      </Text>
      <List size="sm" c="dimmed" spacing={2}>
        {used.map((criterion) => (
          <List.Item key={criterion}>
            <strong>{t(`standingsArea.criterion.short.${criterionKey(criterion)}`)}</strong>{' '}
            {t(`standingsArea.criterion.long.${criterionKey(criterion)}`)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
