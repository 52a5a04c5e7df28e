import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFolderStorage } from '../src/video/storage/local-folder';
import { StoredObjectMissing } from '../src/video/storage/port';
import { s3Storage, type S3StorageOptions } from '../src/video/storage/s3';
import { startFakeS3, type FakeS3 } from './support/fake-s3';
import { realS3FromEnv } from './support/s3-config';
import { describeVideoStorageContract } from './support/video-storage-contract';

let fake: FakeS3;

beforeAll(async () => {
  fake = await startFakeS3();
});

afterAll(async () => {
  await fake?.stop();
});

describeVideoStorageContract('the local folder store', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'courtside-videos-'));
  return {
    storage: localFolderStorage(root),
    dispose: () => rm(root, { recursive: true, force: true }),
  };
});

describeVideoStorageContract('the S3 store on the fake S3', async () => ({
  storage: s3Storage(fake),
  dispose: async () => {},
}));

// Registered only when S3_URL is set, so an unconfigured run neither skips nor fakes it.
const realS3 = realS3FromEnv();
if (realS3) {
  describeVideoStorageContract(`the S3 store on ${realS3.url}`, async () => ({
    storage: s3Storage(realS3),
    dispose: async () => {},
  }));
}

describe('the S3 store on the fake S3, when a video is larger than one part', () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'courtside-parts-'));
    return () => rm(folder, { recursive: true, force: true });
  });

  it('uploads it in 8 MiB parts, and a small one in one request', async () => {
    const storage = s3Storage(fake);
    const big = path.join(folder, 'big.mp4');
    const small = path.join(folder, 'small.mp4');
    await writeFile(big, randomBytes(20 * 1024 * 1024 + 5));
    await writeFile(small, randomBytes(1024 * 1024));

    const before = fake.partsReceived();
    await storage.putFile('videos/parts/video.mp4', big, 'video/mp4');
    expect(fake.partsReceived() - before).toBe(3);

    await storage.putFile('videos/parts/poster.jpg', small, 'image/jpeg');
    expect(fake.partsReceived() - before).toBe(3);
    expect((await storage.stat('videos/parts/video.mp4'))?.size).toBe(20 * 1024 * 1024 + 5);
  });
});

describe('the S3 store on the fake S3, when its bucket does not exist', () => {
  let file: string;
  const onMissingBucket = (extra: Partial<S3StorageOptions> = {}) =>
    s3Storage({ ...fake, bucket: 'not-made-yet', ...extra });

  beforeAll(async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'courtside-bucket-'));
    file = path.join(folder, 'video.mp4');
    await writeFile(file, 'not much of a video');
    return () => rm(folder, { recursive: true, force: true });
  });

  it('fails instead of making one, unless told to', async () => {
    const storage = onMissingBucket();

    await expect(storage.putFile('videos/1/video.mp4', file, 'video/mp4')).rejects.toThrow();
    // A missing bucket is a fault to see, not a missing video.
    await expect(storage.read('videos/1/video.mp4')).rejects.not.toBeInstanceOf(
      StoredObjectMissing,
    );
    await expect(
      onMissingBucket().putFile('videos/1/video.mp4', file, 'video/mp4'),
    ).rejects.toThrow();
  });

  it('makes it on first use when told to', async () => {
    const storage = onMissingBucket({ createBucketIfMissing: true });

    await storage.putFile('videos/1/video.mp4', file, 'video/mp4');

    expect(await storage.stat('videos/1/video.mp4')).toEqual({
      size: 19,
      contentType: 'video/mp4',
    });
    expect(await onMissingBucket().stat('videos/1/video.mp4')).not.toBeNull();
  });
});
