/**
 * Questions asked in the same tick, answered by one call: the first question schedules
 * `answerAll` for every question asked before its microtask runs (a fetch's jobs are handled at
 * once, so their questions meet here), and each caller gets its own answer, in the order asked,
 * or the call's error. A question asked alone costs one call, as it would without this.
 */
export function askedTogether<Q, A>(
  answerAll: (questions: Q[]) => Promise<A[]>,
): (question: Q) => Promise<A> {
  let waiting: { question: Q; answer: (value: A) => void; fail: (error: unknown) => void }[] = [];
  const run = async () => {
    const asked = waiting;
    waiting = [];
    try {
      const answers = await answerAll(asked.map(({ question }) => question));
      asked.forEach(({ answer }, index) => answer(answers[index] as A));
    } catch (error) {
      for (const { fail } of asked) fail(error);
    }
  };
  return (question) =>
    new Promise((answer, fail) => {
      if (waiting.length === 0) queueMicrotask(() => void run());
      waiting.push({ question, answer, fail });
    });
}
