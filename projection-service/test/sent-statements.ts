import pg from 'pg';

/** Every statement sent to PostgreSQL from this process while `work` runs, and its answer. */
export async function statementsSentWhile<T>(
  work: () => Promise<T>,
): Promise<{ sent: string[]; result: T }> {
  const sent: string[] = [];
  const client = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
    if (text) sent.push(text.replace(/\s+/g, ' '));
    return original.apply(this, args);
  };
  try {
    return { sent, result: await work() };
  } finally {
    client.query = original;
  }
}
