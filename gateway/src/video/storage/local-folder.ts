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
      try {
        const info = await stat(target);
        const contentType = await readFile(`${target}.type`, 'utf8').catch(
          () => 'application/octet-stream',
        );
        return { size: info.size, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable> {
      const target = pathOf(key);
      const kept = await stat(target).catch(() => null);
      if (!kept) throw new StoredObjectMissing(key);
      return createReadStream(target, range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      const target = pathOf(key);
      await rm(target, { force: true });
      await rm(`${target}.type`, { force: true });
    },
  };
}
