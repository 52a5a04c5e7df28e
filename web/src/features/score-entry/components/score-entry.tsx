// Over 250 lines on purpose: this is the one place where a save, a finish, a conflict, a live
// push and an offline hold meet the same form state; the parts that stand alone (panels, the
// finish question, the offline hold, the pure rules in utils/) already live in their own files.
import type { ContestStatus, PublicContest } from '@courtside/events';
import { scoreFields } from '@courtside/events';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-errors';
import { notifySuccess } from '../../../lib/notify';
import { useFinishContest } from '../api/finish-contest';
import { scoreSheetSchema, useSaveScore } from '../api/save-score';
import {
  sameSheet,
  sheetFromScores,
  sheetToScores,
  sheetTotals,
  type ScoreSheet,
} from '../utils/score-sheet';
import { readDraft, writeDraft } from '../utils/score-drafts';
import { serverChange } from '../utils/live-contest';
import { conflictContest, WriteAttempts } from '../utils/write-attempt';
import { useOfflineSaves } from '../hooks/use-offline-saves';
import { ConflictPanel } from './conflict-panel';
import { FinishConfirm } from './finish-confirm';
import { OfflineNotice } from './offline-notice';
import { SavedElsewhere } from './saved-elsewhere';
import { ScoreHeader } from './score-header';
import { ScoreGrid } from './score-grid';

interface Server {
  revision: number;
  status: ContestStatus;
  sheet: ScoreSheet;
}

/**
 * The score-entry screen's working part: enter, save, finish, and resolve a conflict.
 * `contest` holds its last saved state, kept current by its live room; the form starts from it.
 */
export function ScoreEntry({ contest }: { contest: PublicContest }) {
  const { t } = useTranslation();
  const save = useSaveScore();
  const finish = useFinishContest();
  const attempts = useRef(new WriteAttempts());
  const [server, setServer] = useState<Server>(() => ({
    revision: contest.revision,
    status: contest.status,
    sheet: sheetFromScores(contest),
  }));
  // An unsaved entry from before a reload or a forced sign-out comes back as it was typed.
  const [initialSheet] = useState(
    () => readDraft(localStorage, contest.id, contest.revision) ?? server.sheet,
  );
  const [conflict, setConflict] = useState<PublicContest | null>(null);
  const [ruleError, setRuleError] = useState<string | null>(null);
  const { online, queue, hold } = useOfflineSaves(saveOn, save.isPending);
  const [confirmingFinish, setConfirmingFinish] = useState(false);
  const form = useForm<ScoreSheet>({
    resolver: yupResolver(scoreSheetSchema),
    defaultValues: initialSheet,
    mode: 'onChange',
  });
  const sheet = form.watch();
  const totals = sheetTotals(sheet);
  const unsaved = !sameSheet(sheet, server.sheet);

  // Keep what was typed but not yet saved, so losing the page does not lose the entry.
  const draft = unsaved ? JSON.stringify(sheet) : null;
  useEffect(() => {
    writeDraft(
      localStorage,
      contest.id,
      draft ? { revision: server.revision, sheet: JSON.parse(draft) as ScoreSheet } : null,
    );
  }, [draft, contest.id, server.revision]);

  // The saved contest moved on (another official, or our own save whose answer is still on its
  // way): follow it unless that would overwrite a different unsaved entry.
  const typed = JSON.stringify(sheet);
  useEffect(() => {
    if (serverChange(server, contest, form.getValues()) !== 'adopt') return;
    const saved = sheetFromScores(contest);
    if (!sameSheet(form.getValues(), saved)) form.reset(saved);
    setServer({ revision: contest.revision, status: contest.status, sheet: saved });
  }, [contest, typed, server, form]);
  const savedElsewhere =
    conflict === null && serverChange(server, contest, sheet) === 'offer' ? contest : null;

  const busy = save.isPending || finish.isPending;
  const closed = server.status === 'postponed' || server.status === 'cancelled';

  /** `held`: the save that failed, kept for later if the network went away mid-save. */
  function failed(error: unknown, held?: { revision: number; values: ScoreSheet }) {
    if (!isApiRequestError(error)) return;
    if (held && error.kind !== 'http' && !navigator.onLine) {
      hold(held.revision, held.values);
      return;
    }
    // Without an answer the write may or may not have landed: keep the attempt (and its
    // Idempotency-Key) so the next tap re-sends it and the server stores it at most once.
    if (error.kind !== 'http') return;
    attempts.current.settle();
    if (error.status === 409) {
      setConflict(conflictContest(error.data));
      if (!conflictContest(error.data)) setRuleError(error.message);
    } else if (error.status === 422) {
      setRuleError(error.message);
      for (const [field, texts] of Object.entries(error.fieldErrors)) {
        const known = scoreFields.find((name) => name === field);
        if (known && texts[0]) form.setError(known, { type: 'server', message: texts[0] });
      }
    }
    // Other failures were already announced by the api client; the values stay in the form.
  }

  async function saveOn(revision: number, values: ScoreSheet) {
    setRuleError(null);
    if (!navigator.onLine) {
      hold(revision, values);
      return;
    }
    const scores = sheetToScores(values);
    const idempotencyKey = attempts.current.keyFor({ kind: 'score', revision, scores });
    try {
      const accepted = await save.mutateAsync({
        contestId: contest.id,
        scores,
        expectedRevision: revision,
        idempotencyKey,
      });
      attempts.current.settle();
      setConflict(null);
      // A later save may already have been pushed and shown: never step back to this one.
      setServer((previous) =>
        previous.revision > accepted.revision
          ? previous
          : {
              revision: accepted.revision,
              status: previous.status === 'scheduled' ? 'in_progress' : previous.status,
              sheet: values,
            },
      );
      notifySuccess(t('score.saved'));
    } catch (error) {
      failed(error, { revision, values });
    }
  }

  async function finishContest() {
    setConfirmingFinish(false);
    setRuleError(null);
    const idempotencyKey = attempts.current.keyFor({ kind: 'finish', revision: server.revision });
    try {
      const accepted = await finish.mutateAsync({
        contestId: contest.id,
        expectedRevision: server.revision,
        idempotencyKey,
      });
      attempts.current.settle();
      setServer((previous) =>
        previous.revision > accepted.revision
          ? previous
          : { ...previous, revision: accepted.revision, status: 'finished' },
      );
      notifySuccess(t('score.finished'));
    } catch (error) {
      failed(error);
    }
  }

  function takeTheirs(theirs: PublicContest) {
    const theirSheet = sheetFromScores(theirs);
    form.reset(theirSheet);
    setServer({ revision: theirs.revision, status: theirs.status, sheet: theirSheet });
    setConflict(null);
    setRuleError(null);
  }

  const onSave = form.handleSubmit((values) => saveOn(server.revision, values));

  return (
    <form
      onSubmit={(event) => void onSave(event)}
      noValidate
      aria-label={t('score.formLabel')}
      aria-busy={busy}
    >
      <Stack gap="lg">
        <ScoreHeader
          home={contest.first_team.name}
          away={contest.second_team.name}
          totals={totals}
          status={server.status}
          unsaved={unsaved}
        />

        <OfflineNotice online={online} queue={queue} />
        {conflict && (
          <ConflictPanel
            theirs={conflict}
            mine={sheet}
            busy={save.isPending}
            onReapply={() => void saveOn(conflict.revision, form.getValues())}
            onTakeTheirs={() => takeTheirs(conflict)}
          />
        )}
        {savedElsewhere && (
          <SavedElsewhere theirs={savedElsewhere} onTakeTheirs={() => takeTheirs(savedElsewhere)} />
        )}
        {ruleError && !conflict && (
          <Alert color="red" role="alert" title={t('score.notSaved')}>
            {ruleError}
          </Alert>
        )}
        {closed && <Alert color="yellow">{t('score.closed')}</Alert>}

        <ScoreGrid
          home={contest.first_team.name}
          away={contest.second_team.name}
          register={form.register}
          errors={form.formState.errors}
          disabled={closed}
        />

        {busy && <Progress value={100} animated striped aria-label={t('score.sending')} />}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Button
            type="submit"
            size="lg"
            loading={save.isPending}
            disabled={busy || closed || conflict !== null}
          >
            {t('score.save')}
          </Button>
          <Button
            size="lg"
            color="teal"
            onClick={() => setConfirmingFinish(true)}
            loading={finish.isPending}
            disabled={
              busy ||
              closed ||
              unsaved ||
              !online ||
              conflict !== null ||
              server.status === 'finished'
            }
          >
            {t('score.finish')}
          </Button>
        </SimpleGrid>
        {unsaved && server.status !== 'finished' && (
          <Text size="sm" c="dimmed" ta="center">
            {t('score.saveBeforeFinish')}
          </Text>
        )}
        <FinishConfirm
          opened={confirmingFinish}
          home={contest.first_team.name}
          away={contest.second_team.name}
          totals={sheetTotals(server.sheet)}
          pending={finish.isPending}
          onYes={() => void finishContest()}
          onNo={() => setConfirmingFinish(false)}
        />
      </Stack>
    </form>
  );
}
