import type { OfficialTestAnswer, OfficialTestQuestion } from './events';

/** Limits of an officials' test, shared by the form, the command schema and the decider. */
export const officialTestLimits = {
  minPassMark: 1,
  maxPassMark: 100,
  minMinutes: 1,
  maxMinutes: 240,
  maxQuestions: 100,
  minOptions: 2,
  maxOptions: 10,
  maxText: 1000,
  /**
   * Answers sent this many seconds after the deadline still count: the page hands them in when
   * its timer reaches zero, and the request needs a moment to arrive.
   */
  graceSeconds: 15,
} as const;

/** The deadline of an attempt started at `startedAt` (ISO-8601) with a limit in minutes. */
export function attemptDeadline(startedAt: string, timeLimitMinutes: number): string {
  return new Date(new Date(startedAt).getTime() + timeLimitMinutes * 60_000).toISOString();
}

/** True while answers sent at `now` still count for an attempt with this deadline. */
export function withinTimeLimit(now: string, deadline: string): boolean {
  const late = new Date(now).getTime() - new Date(deadline).getTime();
  return late <= officialTestLimits.graceSeconds * 1000;
}

/** A graded attempt: questions right out of all, the percentage, and whether it passes. */
export interface OfficialTestGrade {
  score: number;
  maxScore: number;
  percent: number;
  passed: boolean;
  /** Per question, whether the ticked options are exactly the correct ones. */
  right: Record<number, boolean>;
}

/**
 * Grades answers: a question counts only when the ticked options are exactly its correct ones
 * (for several correct answers, all of them and nothing else). Unanswered counts as wrong.
 */
export function gradeAnswers(
  questions: readonly OfficialTestQuestion[],
  answers: readonly OfficialTestAnswer[],
  passMark: number,
): OfficialTestGrade {
  const ticked = new Map(answers.map((a) => [a.questionId, new Set(a.optionIds)]));
  const right: Record<number, boolean> = {};
  let score = 0;
  for (const question of questions) {
    const correct = question.options.filter((o) => o.correct).map((o) => o.id);
    const chosen = ticked.get(question.id) ?? new Set<number>();
    const isRight = chosen.size === correct.length && correct.every((id) => chosen.has(id));
    right[question.id] = isRight;
    if (isRight) score += 1;
  }
  const maxScore = questions.length;
  const percent = maxScore === 0 ? 0 : Math.round((score / maxScore) * 10_000) / 100;
  return { score, maxScore, percent, passed: percent >= passMark, right };
}
