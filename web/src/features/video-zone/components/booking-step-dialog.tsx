import { actionsNeedingReason, type BookingAction } from '@courtside/events';
import { Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { refusalText } from '../../../lib/api-errors';
import { useBookingStep, type RecordingBooking } from '../api/bookings';

/**
 * Asks before an administrator's step on a booking (none can be taken back); a refusal or
 * cancellation also asks for the reason the club is shown, and cannot be sent without it.
 */
export function BookingStepDialog({
  step,
  onClose,
}: {
  step: { booking: RecordingBooking; action: BookingAction } | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const take = useBookingStep();
  const [reason, setReason] = useState('');
  useEffect(() => {
    setReason('');
    take.reset();
    // Only a new step starts a fresh form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);
  const needsReason = step !== null && actionsNeedingReason.includes(step.action);
  const match = step
    ? t('recordings.match', {
        home: step.booking.first_team_name ?? '—',
        away: step.booking.second_team_name ?? '—',
      })
    : '';
  return (
    <ConfirmDialog
      opened={step !== null}
      title={step ? t(`recordings.actions.${step.action}`) : undefined}
      question={step ? t(`recordings.confirm.${step.action}`, { match }) : ''}
      pending={take.isPending}
      yesDisabled={needsReason && reason.trim() === ''}
      onNo={onClose}
      onYes={() => {
        if (!step) return;
        take.mutate(
          {
            id: step.booking.id,
            action: step.action,
            reason: needsReason ? reason : undefined,
            revision: step.booking.revision,
          },
          { onSuccess: onClose },
        );
      }}
    >
      {needsReason && (
        <Textarea
          label={t('recordings.reasonLabel')}
          description={t('recordings.reasonHint')}
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={refusalText(take.error)}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      )}
    </ConfirmDialog>
  );
}
