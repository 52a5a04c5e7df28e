import type { ScoreSheet } from './score-sheet';

/**
 * Unsaved score entries survive a reload, a dead battery or a session that expired mid-contest
 * (a 401 sends the official away from the form). A draft is only restored on top of the
 * revision it was typed against; if the contest moved on, the server's score wins.
 */
interface Draft {
  revision: number;
  sheet: ScoreSheet;
}

const key = (contestId: number) => `courtside.score-draft.${contestId}`;

export function readDraft(
  storage: Storage,
  contestId: number,
  revision: number,
): ScoreSheet | null {
  try {
    const raw = storage.getItem(key(contestId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<Draft>;
    if (draft.revision !== revision || typeof draft.sheet !== 'object' || draft.sheet === null) {
      storage.removeItem(key(contestId));
      return null;
    }
    return draft.sheet;
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage, contestId: number, draft: Draft | null): void {
  try {
    if (draft) storage.setItem(key(contestId), JSON.stringify(draft));
    else storage.removeItem(key(contestId));
  } catch {
    // Full or refused storage only loses the safety net, not the entry on screen.
  }
}
