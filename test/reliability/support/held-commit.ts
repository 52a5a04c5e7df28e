import pg from 'pg';

// The advisory lock key a held commit waits on; the test's own session holds it.
const HOLD_KEY = 0x52_45_4c_48; // 'RELH'

export interface HeldCommits {
  /** Resolves once an append to the stream has written its rows and waits to commit. */
  waiting(): Promise<boolean>;
  /** Lets the held commit go through, and removes the trigger. */
  release(): Promise<void>;
}

/**
 * Fault injection: every append to `stream` writes its rows (taking its position and transaction
 * id) and then stops at COMMIT until released, as a slow network or a paused process would hold
 * it. A deferred constraint trigger waits at commit on an advisory lock this session holds; the
 * appender itself runs unchanged. Appends to other streams commit as usual.
 */
export async function holdCommitsOf(databaseUrl: string, stream: string): Promise<HeldCommits> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  await holder.query('SELECT pg_advisory_lock($1::bigint)', [HOLD_KEY]);
  await holder.query(`
    CREATE FUNCTION rel_hold_commit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.stream_id = ${holder.escapeLiteral(stream)} THEN
        PERFORM pg_advisory_xact_lock(${HOLD_KEY});
      END IF;
      RETURN NULL;
    END $$`);
  await holder.query(`
    CREATE CONSTRAINT TRIGGER rel_hold_commit AFTER INSERT ON public.events
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rel_hold_commit()`);
  return {
    async waiting() {
      const { rows } = await holder.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks
          WHERE locktype = 'advisory' AND NOT granted AND classid = 0 AND objid = $1`,
        [HOLD_KEY],
      );
      return (rows[0]?.n ?? 0) > 0;
    },
    async release() {
      await holder.query('SELECT pg_advisory_unlock($1::bigint)', [HOLD_KEY]);
      await holder.query('DROP TRIGGER rel_hold_commit ON public.events');
      await holder.query('DROP FUNCTION rel_hold_commit()');
      await holder.end();
    },
  };
}
