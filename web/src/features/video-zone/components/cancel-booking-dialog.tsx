import { Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { refusalText } from '../../../lib/api-errors';
import { useName } from '../../../lib/names';
import { useCancelBooking, type RecordingBooking } from '../api/bookings';

/**
 * Asks the representative before cancelling one of the club's bookings (it cannot be taken
 * back; the club may book the match again), with the reason the administrators are shown.
 */
export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: RecordingBooking | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const nameOf = useName();
  const cancel = useCancelBooking();
  const [reason, setReason] = useState('');
  useEffect(() => {
    setReason('');
    cancel.reset();
    // Only another booking starts a fresh form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [booking]);
  const match = booking
    ? t('recordings.match', {
        home: nameOf(booking.first_team_name ?? '—'),
        away: nameOf(booking.second_team_name ?? '—'),
      })
    : '';
  return (
    <ConfirmDialog
      opened={booking !== null}
      title={t('recordings.mine.cancelTitle')}
      question={t('recordings.mine.cancelQuestion', { match })}
      pending={cancel.isPending}
      yesDisabled={reason.trim() === ''}
      onNo={onClose}
      onYes={() => {
        if (booking) cancel.mutate({ booking, reason }, { onSuccess: onClose });
      }}
    >
      <Textarea
        label={t('recordings.reasonLabel')}
        description={t('recordings.mine.cancelReasonHint')}
        required
        autosize
        minRows={2}
        maxLength={500}
        value={reason}
        error={refusalText(cancel.error)}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
    </ConfirmDialog>
  );
}
