import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  checkedKey,
  StoredObjectMissing,
  type ByteRange,
  type StoredObject,
  type VideoStorage,
} from './port';

/**
 * The default store: files in a folder on this machine. Each file's content type is kept beside
 * it (`<key>.type`), as object storage keeps it with the object.
 */
export function localFolderStorage(root: string): VideoStorage {
  const pathOf = (key: string) => join(root, checkedKey(key));
  return {
    kind: 'local',
    async putFile(key, path, contentType) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Copy to a temporary name first, so a reader never sees half a file.
      const partial = `${target}.partial-${process.pid}-${Math.random().toString(36).slice(2)}`;
      await copyFile(path, partial);
      await writeFile(`${target}.type`, contentType);
      await rename(partial, target);
    },
    async stat(key): Promise<StoredObject | null> {
      const target = pathOf(key);
      const info = await keptFile(target);
      if (!info) return null;
      const contentType = await readFile(`${target}.type`, 'utf8').catch(
        () => 'application/octet-stream',
      );
      return { size: info.size, contentType };
    },
    async read(key, range?: ByteRange): Promise<Readable> {
      const target = pathOf(key);
      if (!(await keptFile(target))) throw new StoredObjectMissing(key);
      return createReadStream(target, range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      const target = pathOf(key);
      if (await keptFile(target)) await rm(target, { force: true });
      await rm(`${target}.type`, { force: true });
    },
  };
}

/**
 * The file kept at `target`, or null. A folder is not a kept file: it only holds other keys'
 * files (`videos/1` beside `videos/1/poster.jpg`), as a prefix in object storage is no object.
 */
async function keptFile(target: string) {
  try {
    const info = await stat(target);
    return info.isFile() ? info : null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // ENOTDIR: a kept file stands where the key expects a folder (`videos/1/poster.jpg/x`).
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}
