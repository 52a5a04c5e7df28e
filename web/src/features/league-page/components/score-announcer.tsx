import type { PublicContest } from '@courtside/events';
import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useName } from '../../../lib/names';
import { changedScores, scoreMarks, type ScoreMarks } from '../utils/score-changes';

/**
 * A polite live region that tells screen-reader users when a score on the page changes (the
 * cards change silently for them otherwise): "Vojvodina 78, Proleter 72".
 */
export function ScoreAnnouncer({ contests }: { contests: readonly PublicContest[] | undefined }) {
  const { t } = useTranslation();
  const nameOf = useName();
  const seen = useRef<ScoreMarks | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!contests) return;
    const changed = changedScores(seen.current, contests);
    seen.current = scoreMarks(contests);
    if (changed.length === 0) return;
    setMessage(
      changed
        .map((contest) =>
          t(contest.status === 'finished' ? 'scoreAnnouncer.final' : 'scoreAnnouncer.score', {
            home: nameOf(contest.first_team.name),
            away: nameOf(contest.second_team.name),
            homeScore: contest.first_team_total,
            awayScore: contest.second_team_total,
          }),
        )
        .join(' '),
    );
  }, [contests, nameOf, t]);

  return (
    <VisuallyHidden
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="score-announcer"
    >
      {message}
    </VisuallyHidden>
  );
}
