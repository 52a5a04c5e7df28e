import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordingBooking } from '../api/bookings';
import { useVideoUpload } from '../api/video-upload';

/**
 * "Attach video" on a booking: picks an MP4 or WebM file and sends it resumably, with a
 * progress bar, pause and resume; a refusal (not a video, too large) is shown in plain words.
 */
export function AttachVideoDialog({
  booking,
  match,
  onClose,
}: {
  booking: RecordingBooking;
  match: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const upload = useVideoUpload({ contestId: booking.contest_id, recordingId: booking.id });
  const busy = upload.phase === 'uploading' || upload.phase === 'checking';
  const close = () => {
    if (upload.phase !== 'done') upload.reset();
    onClose();
  };
  return (
    <Modal opened onClose={close} title={t('videos.upload.title', { match })} fullScreen={false}>
      <Stack gap="sm">
        <FileInput
          label={t('videos.upload.file')}
          description={t('videos.upload.hint')}
          accept="video/mp4,video/webm"
          value={file}
          onChange={(picked) => {
            upload.reset();
            setFile(picked);
          }}
          disabled={busy || upload.phase === 'paused'}
          clearable
        />
        {upload.phase !== 'idle' && upload.phase !== 'failed' && (
          <Stack gap={4}>
            <Progress
              value={upload.progress}
              animated={busy}
              aria-label={t('videos.upload.progress', { percent: upload.progress })}
            />
            <Text size="sm" role="status" aria-live="polite">
              {t(`videos.upload.phases.${upload.phase}`, { percent: upload.progress })}
            </Text>
          </Stack>
        )}
        {upload.error && (
          <Alert color="red" role="alert" title={t('videos.upload.refused')}>
            {upload.error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs" wrap="wrap">
          {upload.phase === 'uploading' && (
            <Button variant="light" onClick={upload.pause}>
              {t('videos.upload.pause')}
            </Button>
          )}
          {upload.phase === 'paused' && (
            <Button onClick={upload.resume}>{t('videos.upload.resume')}</Button>
          )}
          {(upload.phase === 'idle' || upload.phase === 'failed') && (
            <Button disabled={!file} onClick={() => file && void upload.start(file)}>
              {t('videos.upload.send')}
            </Button>
          )}
          <Button variant="default" onClick={close}>
            {upload.phase === 'done' ? t('videos.upload.close') : t('videos.upload.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
