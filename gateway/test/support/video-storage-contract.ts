import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoredObjectMissing, type VideoStorage } from '../../src/video/storage/port';

/** What a contract run needs: a store to test and a way to let go of it afterwards. */
export interface StorageSubject {
  storage: VideoStorage;
  dispose(): Promise<void>;
}

const MiB = 1024 * 1024;
/** Where an S3 multipart upload of 8 MiB parts joins its first and second part. */
const partBoundary = 8 * MiB;
/** Three parts, the last one short, so every kind of part boundary is crossed. */
const bigSize = 20 * MiB + 12_345;

/**
 * What the product relies on from every `VideoStorage`: the player reads ranges of what the
 * upload put, a re-attached video replaces the old one whole, removal forgets it. Run once per
 * store; each run keeps its keys under its own prefix and removes them afterwards.
 */
export function describeVideoStorageContract(name: string, open: () => Promise<StorageSubject>) {
  describe(name, () => {
    let subject: StorageSubject | undefined;
    let storage: VideoStorage;
    let files: string;
    let big: Buffer;
    const prefix = `contract/${randomUUID()}`;
    const used: string[] = [];
    const keyFor = (name: string) => {
      const key = `${prefix}/${name}`;
      used.push(key);
      return key;
    };
    const fileWith = async (name: string, bytes: Buffer) => {
      const file = path.join(files, name);
      await writeFile(file, bytes);
      return file;
    };

    beforeAll(async () => {
      files = await mkdtemp(path.join(tmpdir(), 'courtside-storage-contract-'));
      big = randomBytes(bigSize);
      subject = await open();
      storage = subject.storage;
    });

    afterAll(async () => {
      try {
        if (subject) await Promise.all(used.map((key) => storage.remove(key)));
      } finally {
        await subject?.dispose();
        if (files) await rm(files, { recursive: true, force: true });
      }
    });

    describe('when a 20 MiB video is put', () => {
      let key: string;

      beforeAll(async () => {
        key = keyFor('videos/1/video.mp4');
        await storage.putFile(key, await fileWith('big.mp4', big), 'video/mp4');
      });

      it('tells its size and content type', async () => {
        expect(await storage.stat(key)).toEqual({ size: bigSize, contentType: 'video/mp4' });
      });

      it('reads it back byte for byte', async () => {
        const back = await bytesOf(await storage.read(key));
        expect(back.length).toBe(bigSize);
        expect(digest(back)).toBe(digest(big));
      });

      it.each([
        ['the first byte', 0, 0],
        ['a middle span', 5 * MiB + 17, 5 * MiB + 4_112],
        ['the last byte', bigSize - 1, bigSize - 1],
        ['a span across the first part boundary', partBoundary - 1_000, partBoundary + 999],
        ['a span across the second part boundary', 2 * partBoundary - 1, 2 * partBoundary],
      ])('reads %s of it', async (_what, start, end) => {
        const back = await bytesOf(await storage.read(key, { start, end }));
        expect(back.length).toBe(end - start + 1);
        expect(back.equals(big.subarray(start, end + 1))).toBe(true);
      });
    });

    describe('when a key already kept is put again', () => {
      it('keeps only the new file and its type', async () => {
        const key = keyFor('videos/2/video.webm');
        await storage.putFile(key, await fileWith('first.mp4', randomBytes(MiB)), 'video/mp4');
        const second = randomBytes(1_000);
        await storage.putFile(key, await fileWith('second.webm', second), 'video/webm');

        expect(await storage.stat(key)).toEqual({ size: 1_000, contentType: 'video/webm' });
        expect((await bytesOf(await storage.read(key))).equals(second)).toBe(true);
      });
    });

    describe('when a key is not kept', () => {
      it('stats as null', async () => {
        expect(await storage.stat(keyFor('videos/3/video.mp4'))).toBeNull();
      });

      it('refuses to read it, naming it missing', async () => {
        const key = keyFor('videos/3/video.mp4');
        await expect(storage.read(key)).rejects.toBeInstanceOf(StoredObjectMissing);
        await expect(storage.read(key, { start: 0, end: 9 })).rejects.toMatchObject({ key });
      });

      it('removes it without complaint', async () => {
        await expect(storage.remove(keyFor('videos/3/poster.jpg'))).resolves.toBeUndefined();
      });
    });

    describe('when a key names only the folder of a kept file', () => {
      it('is not kept', async () => {
        const folder = keyFor('videos/4');
        const file = keyFor('videos/4/poster.jpg');
        await storage.putFile(file, await fileWith('poster.jpg', randomBytes(100)), 'image/jpeg');

        expect(await storage.stat(folder)).toBeNull();
        await expect(storage.read(folder)).rejects.toBeInstanceOf(StoredObjectMissing);
      });
    });

    describe('when a video is removed', () => {
      it('is gone', async () => {
        const key = keyFor('videos/5/video.mp4');
        await storage.putFile(key, await fileWith('removed.mp4', randomBytes(100)), 'video/mp4');

        await storage.remove(key);

        expect(await storage.stat(key)).toBeNull();
        await expect(storage.read(key)).rejects.toBeInstanceOf(StoredObjectMissing);
      });
    });

    describe('when a key would leave the store', () => {
      it.each(['../escape.mp4', '/videos/6/video.mp4', 'videos/../../escape.mp4'])(
        'refuses %s for every operation',
        async (key) => {
          const file = await fileWith('escape.mp4', randomBytes(10));
          const refused = /Not a storage key/;
          await expect(storage.putFile(key, file, 'video/mp4')).rejects.toThrow(refused);
          await expect(storage.stat(key)).rejects.toThrow(refused);
          await expect(storage.read(key)).rejects.toThrow(refused);
          await expect(storage.remove(key)).rejects.toThrow(refused);
        },
      );
    });

    describe('when 20 videos are put at once', () => {
      it('keeps every one of them whole', async () => {
        const videos = await Promise.all(
          Array.from({ length: 20 }, async (_, index) => {
            const bytes = randomBytes(64 * 1024 + index);
            const file = await fileWith(`many-${index}.mp4`, bytes);
            return { key: keyFor(`videos/${100 + index}/video.mp4`), file, bytes };
          }),
        );

        await Promise.all(videos.map((v) => storage.putFile(v.key, v.file, 'video/mp4')));

        for (const video of videos) {
          expect(await storage.stat(video.key)).toEqual({
            size: video.bytes.length,
            contentType: 'video/mp4',
          });
          expect((await bytesOf(await storage.read(video.key))).equals(video.bytes)).toBe(true);
        }
      });
    });
  });
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function digest(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
