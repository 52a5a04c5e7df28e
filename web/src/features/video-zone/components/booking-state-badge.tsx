import type { BookingState } from '@courtside/events';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colours: Record<BookingState, string> = {
  requested: 'yellow',
  confirmed: 'blue',
  recording: 'red',
  available: 'teal',
  refused: 'gray',
  cancelled: 'gray',
};

/** Where a recording booking stands, in words and colour. */
export function BookingStateBadge({ state }: { state: BookingState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={colours[state]} data-booking-state={state}>
      {t(`recordings.states.${state}`)}
    </Badge>
  );
}
