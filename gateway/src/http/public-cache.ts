import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { ChangeNotice } from '@courtside/events';

/** What an answer was read from: a change notice naming any of these makes it stale. */
export interface AnswerSources {
  leagues?: Iterable<number>;
  contests?: Iterable<number>;
  /** Stale on any league change too (lists across leagues: a day's contests, the leagues). */
  anyLeague?: boolean;
}

export type Encoding = 'br' | 'gzip';

/** One serialized answer: the JSON bytes, their ETag and, once asked for, compressed forms. */
export interface CachedAnswer {
  json: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
  leagues: ReadonlySet<number>;
  contests: ReadonlySet<number>;
  anyLeague: boolean;
}

/** The cache's bound unless the config says otherwise (PUBLIC_CACHE_MB). */
export const defaultPublicCacheBytes = 32 * 1024 * 1024;

/** Answers smaller than this go out uncompressed: the headers would cost more than it saves. */
export const compressFrom = 1024;

const entryOverhead = 256;

const sizeOf = (key: string, answer: CachedAnswer) =>
  entryOverhead +
  key.length * 2 +
  answer.json.length +
  (answer.encoded.gzip?.length ?? 0) +
  (answer.encoded.br?.length ?? 0);

const intersects = (set: ReadonlySet<number>, ids: readonly number[]) =>
  ids.some((id) => set.has(id));

/** A weak validator: the same JSON is the same representation whatever its content coding. */
function etagOf(json: Buffer): string {
  return `W/"${createHash('sha1').update(json).digest('base64url')}"`;
}

/**
 * Serialized public answers (issue 13), keyed by path and query, with an LRU bound on their
 * bytes. Entries name the leagues and contests they were read from, and the change notice that
 * names one of them drops them before it is passed on (to waiting writes and to the sockets),
 * so a request made after a notice never gets the answer from before it.
 *
 * The cache keeps nothing until the notice listener is connected (`connected`), and forgets
 * everything while it is not (`lost`): notices missed meanwhile are gone for good. An answer
 * computed while a notice arrived is sent but not kept (`epoch`), since it may predate it.
 */
export class PublicCache {
  private readonly entries = new Map<string, { answer: CachedAnswer; size: number }>();
  private bytes = 0;
  private live = false;
  private epochValue = 0;

  constructor(readonly maxBytes: number) {}

  /** Changes whenever something may have gone stale; compare before and after reading. */
  get epoch(): number {
    return this.epochValue;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string): CachedAnswer | undefined {
    const found = this.entries.get(key);
    if (!found) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, found);
    return found.answer;
  }

  /** Serializes an answer and keeps it unless the cache is off or something changed meanwhile. */
  put(key: string, body: unknown, sources: AnswerSources, epochAtStart: number): CachedAnswer {
    const json = Buffer.from(JSON.stringify(body));
    const answer: CachedAnswer = {
      json,
      etag: etagOf(json),
      encoded: {},
      leagues: new Set(sources.leagues ?? []),
      contests: new Set(sources.contests ?? []),
      anyLeague: sources.anyLeague ?? false,
    };
    if (this.live && epochAtStart === this.epochValue) this.keep(key, answer);
    return answer;
  }

  /** The answer in a content coding, compressed once and kept with it. */
  encode(key: string | null, answer: CachedAnswer, encoding: Encoding): Buffer {
    const known = answer.encoded[encoding];
    if (known) return known;
    const bytes =
      encoding === 'br'
        ? brotliCompressSync(answer.json, {
            params: {
              // Quality 5: most of brotli's gain at a fraction of the default 11's time.
              [zlib.BROTLI_PARAM_QUALITY]: 5,
              [zlib.BROTLI_PARAM_SIZE_HINT]: answer.json.length,
            },
          })
        : gzipSync(answer.json, { level: 6 });
    answer.encoded[encoding] = bytes;
    const kept = key === null ? undefined : this.entries.get(key);
    if (kept?.answer === answer) {
      this.entries.delete(key as string);
      this.bytes -= kept.size;
      this.keep(key as string, answer);
    }
    return bytes;
  }

  /** A change notice: drops what it makes stale. Call it before anyone else hears the notice. */
  notice(notice: ChangeNotice): void {
    const { leagues, contests } = notice;
    if (!notice.all && leagues.length === 0 && contests.length === 0) return;
    this.epochValue += 1;
    if (notice.all) return this.clear();
    for (const [key, { answer }] of this.entries) {
      if (
        intersects(answer.leagues, leagues) ||
        intersects(answer.contests, contests) ||
        (answer.anyLeague && leagues.length > 0)
      ) {
        this.drop(key);
      }
    }
  }

  /** The notice listener is (again) listening: answers may be kept from now on. */
  connected(): void {
    this.epochValue += 1;
    this.clear();
    this.live = true;
  }

  /** The notice listener lost its connection: nothing kept can be trusted any more. */
  lost(): void {
    this.live = false;
    this.epochValue += 1;
    this.clear();
  }

  private keep(key: string, answer: CachedAnswer): void {
    const size = sizeOf(key, answer);
    // One answer may take at most an eighth of the cache, so a few large ones never starve it.
    if (size > this.maxBytes / 8) return;
    this.drop(key);
    this.entries.set(key, { answer, size });
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const found = this.entries.get(key);
    if (!found) return;
    this.entries.delete(key);
    this.bytes -= found.size;
  }

  private clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
