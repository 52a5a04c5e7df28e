import type { BookingState } from '@courtside/events';
import { StateBadge } from '../../../components/ui/state-badge';

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
  return (
    <StateBadge
      state={state}
      colours={colours}
      texts="recordings.states"
      data-booking-state={state}
    />
  );
}
