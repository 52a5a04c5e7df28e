import type { Readable } from 'node:stream';

/** What the store knows of one kept file. */
export interface StoredObject {
  /** Bytes. */
  size: number;
  contentType: string;
}

/** Bytes `start` to `end`, both inclusive, as an HTTP range names them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where video files and their poster frames are kept (issue 11): a local folder by default,
 * S3-compatible object storage in production. One contract suite runs against every
 * implementation, so the rest of the product cannot tell them apart.
 *
 * Keys are relative paths of lowercase letters, digits, `-`, `_`, `.` and `/` (no `..`, no leading
 * `/`); a key names one file for good: `putFile` on a key already kept replaces it whole.
 */
export interface VideoStorage {
  /** 'local' or 's3', for the health page and logs. */
  readonly kind: 'local' | 's3';
  /** Keeps the file at `path` (on this machine) under `key`. */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** The kept file's size and type, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** The file's bytes, or only `range` of them; rejects with `StoredObjectMissing` when absent. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Forgets the file; removing a key that is not kept is not an error. */
  remove(key: string): Promise<void>;
}

/** `read` of a key the store does not keep. */
export class StoredObjectMissing extends Error {
  constructor(readonly key: string) {
    super(`No stored object under ${key}`);
    this.name = 'StoredObjectMissing';
  }
}

const keyShape = /^[a-z0-9_-][a-z0-9._/-]*$/;

/** Refuses a key that could leave the store's own space (`..`, absolute, odd characters). */
export function checkedKey(key: string): string {
  if (
    !keyShape.test(key) ||
    key.split('/').some((part) => part === '' || part === '..' || part === '.')
  ) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}
