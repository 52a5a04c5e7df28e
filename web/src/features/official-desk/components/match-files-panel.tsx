import {
  Alert,
  Button,
  FileInput,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { matchFileKinds, type MatchFile, type MatchFileKind } from '@courtside/events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { isApiRequestError } from '../../../lib/api-errors';
import { useMatchFiles, useRemoveMatchFile, useUploadMatchFile } from '../api/match-files';
import { FileTile, MatchFileGrid, megabytes } from './match-file-tile';

/** What the picker offers; the server judges the bytes whatever the browser says. */
const accepted = 'image/jpeg,image/png,image/webp,application/pdf';
const acceptedTypes = new Set(accepted.split(','));

/**
 * A match's files (facility photos, the score sheet, records): pick what it is, choose or take
 * a photo, send; the list shows thumbnails. Limits are said before sending and checked again
 * on the server, whose refusal is shown here in its own words.
 */
export function MatchFilesPanel({
  contestId,
  accountId,
}: {
  contestId: number;
  accountId: number;
}) {
  const { t } = useTranslation();
  const files = useMatchFiles(contestId);
  const upload = useUploadMatchFile(contestId, t('desk.files.uploaded'));
  const remove = useRemoveMatchFile(contestId, t('desk.files.removed'));
  const [kind, setKind] = useState<MatchFileKind>('facility');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<MatchFile | null>(null);

  if (files.isPending) return <LoadingBlock rows={2} />;
  if (files.isError) return <ErrorState onRetry={() => void files.refetch()} />;
  const { data, limits } = files.data;
  const full = data.length >= limits.max_files;

  const send = () => {
    if (!file) return;
    setProblem(null);
    if (file.size > limits.max_bytes) return setProblem(t('desk.files.tooLarge'));
    if (file.type && !acceptedTypes.has(file.type)) return setProblem(t('desk.files.wrongType'));
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => setFile(null),
        onError: (error) => {
          if (!isApiRequestError(error) || error.status !== 422) return;
          setProblem(error.fieldErrors.file?.[0] ?? error.fieldErrors.kind?.[0] ?? error.message);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4">
          {t('desk.files.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('desk.files.count', { count: data.length, max: limits.max_files })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('desk.files.rules', { megabytes: megabytes(limits.max_bytes) })}
      </Text>
      <SegmentedControl
        fullWidth
        value={kind}
        onChange={(value) => setKind(value as MatchFileKind)}
        data={matchFileKinds.map((value) => ({ value, label: t(`desk.files.kinds.${value}`) }))}
        aria-label={t('desk.files.kind')}
      />
      <FileInput
        label={t('desk.files.choose')}
        placeholder={t('desk.files.choosePlaceholder')}
        accept={accepted}
        value={file}
        onChange={(next) => {
          setProblem(null);
          setFile(next);
        }}
        disabled={full}
        clearable
      />
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      {full ? (
        <Alert color="yellow">{t('desk.files.full', { max: limits.max_files })}</Alert>
      ) : null}
      <Button onClick={send} disabled={!file || full} loading={upload.isPending} size="md">
        {t('desk.files.upload')}
      </Button>
      {data.length === 0 ? (
        <EmptyBlock title={t('desk.files.empty')} />
      ) : (
        <MatchFileGrid>
          {data.map((item) => (
            <FileTile
              key={item.id}
              file={item}
              mine={item.uploaded_by.id === accountId}
              onRemove={() => setRemoving(item)}
            />
          ))}
        </MatchFileGrid>
      )}
      <ConfirmDialog
        opened={removing !== null}
        question={t('desk.files.removeQuestion', { name: removing?.original_name ?? '' })}
        pending={remove.isPending}
        onYes={() => {
          if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
        onNo={() => setRemoving(null)}
      />
    </Stack>
  );
}
