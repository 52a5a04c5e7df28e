import { Box, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldOf, periods, type Period, type ScoreSheet } from '../utils/score-sheet';

interface ScoreGridProps {
  home: string;
  away: string;
  register: UseFormRegister<ScoreSheet>;
  errors: FieldErrors<ScoreSheet>;
  disabled?: boolean;
}

export function usePeriodName() {
  const { t } = useTranslation();
  return (period: Period) =>
    period === 'extra' ? t('score.extra') : t('score.period', { period });
}

/** One row per period, home and away side by side: big numeric fields for thumbs. */
export function ScoreGrid({ home, away, register, errors, disabled }: ScoreGridProps) {
  const { t } = useTranslation();
  const periodName = usePeriodName();
  const message = (text: string | undefined) =>
    text ? t(text, { defaultValue: text }) : undefined;

  return (
    <Box role="group" aria-label={t('score.gridLabel')}>
      <SimpleGrid cols={3} spacing="sm" verticalSpacing="sm" style={{ alignItems: 'start' }}>
        <span />
        <Text fw={700} ta="center" lineClamp={2}>
          {home}
        </Text>
        <Text fw={700} ta="center" lineClamp={2}>
          {away}
        </Text>
        {periods.map((period) => {
          const homeField = fieldOf('A', period);
          const awayField = fieldOf('B', period);
          return [
            <Text key={`${period}-label`} fw={500} pt={12}>
              {periodName(period)}
            </Text>,
            ...[
              { field: homeField, team: home },
              { field: awayField, team: away },
            ].map(({ field, team }) => (
              <TextInput
                key={field}
                aria-label={t('score.inputLabel', { team, period: periodName(period) })}
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                enterKeyHint="next"
                maxLength={3}
                size="xl"
                disabled={disabled}
                styles={{ input: { textAlign: 'center', fontWeight: 700 } }}
                {...register(field)}
                error={message(errors[field]?.message)}
              />
            )),
          ];
        })}
      </SimpleGrid>
    </Box>
  );
}
