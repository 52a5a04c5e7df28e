import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../lib/dates';
import { isApiRequestError, refusalText } from '../../../lib/api-errors';
import { usePlanContest, type LeagueContest } from '../api/leagues';

type Action = 'reschedule' | 'postpone' | 'cancel';

/** Re-plan one contest: a new time and arena, or postpone, or cancel (each confirmed here). */
export function ReplanDialog({
  leagueId,
  contest,
  onClose,
}: {
  leagueId: number;
  contest: LeagueContest | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={contest !== null} onClose={onClose} title={t('leaguesAdmin.replan.title')}>
      {contest && <ReplanForm leagueId={leagueId} contest={contest} onClose={onClose} />}
    </Modal>
  );
}

function ReplanForm({
  leagueId,
  contest,
  onClose,
}: {
  leagueId: number;
  contest: LeagueContest;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const plan = usePlanContest(leagueId, t('leaguesAdmin.replan.saved'));
  const [action, setAction] = useState<Action>('reschedule');
  const [time, setTime] = useState(dayjs(contest.time).format('YYYY-MM-DDTHH:mm'));
  const [location, setLocation] = useState(contest.location ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setError(null);
    const parsed = dayjs(time);
    if (action === 'reschedule' && !parsed.isValid()) {
      setError(t('leaguesAdmin.replan.badTime'));
      return;
    }
    try {
      await plan.mutateAsync({
        id: contest.id,
        input:
          action === 'reschedule'
            ? {
                action,
                time: parsed.toISOString(),
                location: location.trim() || null,
                expected_revision: contest.revision,
              }
            : { action, reason: reason.trim() || null, expected_revision: contest.revision },
      });
      onClose();
    } catch (failure) {
      const refused = refusalText(failure);
      if (isApiRequestError(failure) && failure.status === 409)
        setError(t('leaguesAdmin.replan.stale'));
      else if (refused !== null) setError(refused);
    }
  };

  return (
    <Stack gap="md">
      <Alert variant="light">
        {contest.first_team_name} – {contest.second_team_name}
      </Alert>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <SegmentedControl
        value={action}
        onChange={(value) => setAction(value as Action)}
        data={[
          { value: 'reschedule', label: t('leaguesAdmin.replan.reschedule') },
          { value: 'postpone', label: t('leaguesAdmin.replan.postpone') },
          { value: 'cancel', label: t('leaguesAdmin.replan.cancel') },
        ]}
      />
      {action === 'reschedule' ? (
        <>
          <TextInput
            type="datetime-local"
            label={t('leaguesAdmin.replan.time')}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
          />
          <TextInput
            label={t('leaguesAdmin.replan.location')}
            value={location}
            onChange={(event) => setLocation(event.currentTarget.value)}
          />
        </>
      ) : (
        <Textarea
          label={t('leaguesAdmin.replan.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('leaguesAdmin.common.close')}
        </Button>
        <Button
          color={action === 'cancel' ? 'red' : undefined}
          loading={plan.isPending}
          onClick={() => void save()}
        >
          {t(`leaguesAdmin.replan.confirm.${action}`)}
        </Button>
      </Group>
    </Stack>
  );
}
