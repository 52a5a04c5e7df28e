import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatewayConfig } from '../config';

/**
 * Where match files' bytes live (ARCHITECTURE: files go through a storage port). This is the
 * local-folder adapter; its folder is never one gateway serves as it is (not UPLOADS_DIR, not
 * WEB_DIST), so a file reaches a browser only through a route that checked who is asking.
 */
export interface MatchFileStorage {
  /** Stores new bytes under a fresh name; refuses to overwrite. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** Removes a stored file; a missing one is already gone. */
  remove(name: string): Promise<void>;
  /** The absolute folder and name `res.sendFile` serves from (with range requests). */
  locate(name: string): { root: string; name: string };
}

/** Stored names are ours (uuid and a fixed extension), never the uploader's. */
const storedName = /^[0-9a-f-]{36}(\.thumb)?\.(jpg|png|webp|pdf)$/;

export function localMatchFileStorage(config: GatewayConfig): MatchFileStorage {
  const root = path.resolve(config.matchFilesDir ?? '.data/match-files');
  const checked = (name: string) => {
    if (!storedName.test(name)) throw new Error(`Not a stored match file name: ${name}`);
    return name;
  };
  return {
    async put(name, bytes) {
      await mkdir(root, { recursive: true });
      await writeFile(path.join(root, checked(name)), bytes, { flag: 'wx' });
    },
    async remove(name) {
      await rm(path.join(root, checked(name)), { force: true });
    },
    locate: (name) => ({ root, name: checked(name) }),
  };
}
