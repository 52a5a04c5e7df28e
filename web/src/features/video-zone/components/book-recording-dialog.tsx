import { offeredPackages, type PublicContest, type RecordingPackage } from '@courtside/events';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { refusalText, isApiRequestError } from '../../../lib/api-errors';
import { useName } from '../../../lib/names';
import { useBookRecording } from '../api/bookings';

/**
 * Books one match: the package (a choice only where its league offers several) and notes for
 * the crew, then one deliberate "Book"; the dialog names the match before it is sent.
 */
export function BookRecordingDialog({
  contest,
  offer,
  onClose,
}: {
  contest: PublicContest | null;
  /** The packages the match's league offers. */
  offer: readonly RecordingPackage[] | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const nameOf = useName();
  const book = useBookRecording();
  const packages = offeredPackages(offer);
  const first = packages[0] ?? 'single_camera';
  const [pack, setPack] = useState<RecordingPackage>(first);
  // Each match opens on its own league's first package.
  useEffect(() => setPack(first), [contest, first]);
  const [notes, setNotes] = useState('');
  const problem =
    refusalText(book.error) ??
    (isApiRequestError(book.error) && book.error.status === 403 ? book.error.message : null);

  const close = () => {
    book.reset();
    setNotes('');
    onClose();
  };

  return (
    <Modal opened={contest !== null} onClose={close} title={t('recordings.book.title')} centered>
      {contest && (
        <Stack gap="md">
          <Text fw={600}>
            {t('recordings.match', {
              home: nameOf(contest.first_team.name),
              away: nameOf(contest.second_team.name),
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(contest.time)}
          </Text>
          {packages.length > 1 ? (
            <Select
              label={t('recordings.book.package')}
              data={packages.map((value) => ({
                value,
                label: t(`recordings.packages.${value}`),
              }))}
              value={pack}
              allowDeselect={false}
              onChange={(value) => value && setPack(value as RecordingPackage)}
            />
          ) : (
            <Text size="sm" data-testid="only-package">
              {t('recordings.book.onlyPackage', { name: t(`recordings.packages.${first}`) })}
            </Text>
          )}
          <Textarea
            label={t('recordings.book.notes')}
            description={t('recordings.book.notesHint')}
            value={notes}
            maxLength={1000}
            autosize
            minRows={2}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              loading={book.isPending}
              onClick={() =>
                book.mutate(
                  { contest_id: contest.id, package: pack, notes: notes.trim() || null },
                  { onSuccess: close },
                )
              }
            >
              {t('recordings.book.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
