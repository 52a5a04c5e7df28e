import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordState } from '../../../components/ui/page-state';
import { InPlaceActions } from '../../../components/ui/in-place-actions';
import { isApiRequestError } from '../../../lib/api-errors';
import {
  useContestCrew,
  useSaveContestCrew,
  type ContestCrew,
  type ContestCrewInput,
} from '../api/officials';
import { contestCrewSchema } from '../utils/settings-schema';
import { OfficialPicker } from './official-picker';

const refereeSlots = [0, 1, 2] as const;

function CrewForm({ contestId, crew }: { contestId: number; crew: ContestCrew }) {
  const { t } = useTranslation();
  const save = useSaveContestCrew(contestId, t('officialsAdmin.crew.saved'));
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
    reset,
  } = useForm<ContestCrewInput>({
    resolver: yupResolver(contestCrewSchema),
    defaultValues: {
      delegate_id: crew.delegate_id,
      referee_ids: crew.referee_ids,
      statistician_id: crew.statistician_id,
    },
  });
  const known = crew.officials.map((official) => ({
    id: official.account_id,
    name: official.name,
  }));
  const text = (message: string | undefined) =>
    message ? t(message, { defaultValue: message }) : undefined;

  const submit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input);
      reset({
        delegate_id: saved.delegate_id,
        referee_ids: saved.referee_ids,
        statistician_id: saved.statistician_id,
      });
    } catch (failure) {
      if (!isApiRequestError(failure) || failure.status !== 422) return;
      const fields = failure.fieldErrors;
      const referee = Object.entries(fields).find(([field]) => field.startsWith('referee_ids'));
      if (fields['delegate_id']?.[0]) {
        setError('delegate_id', { type: 'server', message: fields['delegate_id'][0] });
      }
      if (fields['statistician_id']?.[0]) {
        setError('statistician_id', { type: 'server', message: fields['statistician_id'][0] });
      }
      setError('referee_ids', {
        type: 'server',
        message: referee?.[1][0] ?? (Object.keys(fields).length ? undefined : failure.message),
      });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('officialsAdmin.crew.title')}
    >
      <Stack gap="sm">
        <Controller
          control={control}
          name="delegate_id"
          render={({ field }) => (
            <OfficialPicker
              role="delegate"
              label={t('officialsAdmin.crew.delegate')}
              value={field.value}
              onChange={field.onChange}
              known={known}
              error={text(errors.delegate_id?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="referee_ids"
          render={({ field }) => (
            <Stack gap="xs">
              {refereeSlots.map((slot) => (
                <OfficialPicker
                  key={slot}
                  role="referee"
                  label={t('officialsAdmin.crew.referee', { number: slot + 1 })}
                  value={field.value[slot] ?? null}
                  onChange={(id) => {
                    const next = [...field.value];
                    if (id === null) next.splice(slot, 1);
                    else next[slot] = id;
                    field.onChange(next.filter((value) => value !== undefined));
                  }}
                  known={known}
                />
              ))}
              {errors.referee_ids?.message && (
                <Text c="red" size="sm" role="alert">
                  {text(errors.referee_ids.message)}
                </Text>
              )}
            </Stack>
          )}
        />
        <Controller
          control={control}
          name="statistician_id"
          render={({ field }) => (
            <OfficialPicker
              role="statistician"
              label={t('officialsAdmin.crew.statistician')}
              value={field.value}
              onChange={field.onChange}
              known={known}
              error={text(errors.statistician_id?.message)}
            />
          )}
        />
        <InPlaceActions dirty={isDirty} pending={save.isPending} />
      </Stack>
    </form>
  );
}

/**
 * Who serves one contest: the delegate (who then sees and scores it), up to three referees and
 * the statistician. For the league page's schedule.
 */
export function ContestOfficialsEditor({ contestId }: { contestId: number }) {
  const { t } = useTranslation();
  const crew = useContestCrew(contestId);
  return (
    <RecordState
      query={crew}
      rows={3}
      notFound={<Alert color="gray">{t('officialsAdmin.crew.noContest')}</Alert>}
    >
      {(data) => <CrewForm key={JSON.stringify(data)} contestId={contestId} crew={data} />}
    </RecordState>
  );
}
