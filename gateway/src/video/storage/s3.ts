import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  type BucketLocationConstraint,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  checkedKey,
  StoredObjectMissing,
  type ByteRange,
  type StoredObject,
  type VideoStorage,
} from './port';

export interface S3StorageOptions {
  /** The S3 endpoint, e.g. http://minio:9000 (path-style addressing is used, as MinIO expects). */
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /**
   * Creates the bucket on first use when it does not exist: for tests and local fakes only. In
   * production the bucket is made beforehand (docker-compose's init step), so a wrong bucket name
   * fails loudly instead of quietly starting an empty one.
   */
  createBucketIfMissing?: boolean;
}

/**
 * Parts of 8 MiB (S3's minimum is 5 MiB), two in flight: at most 16 MiB of a video is held in
 * memory while it streams from disk, whatever the video's size.
 */
const partSize = 8 * 1024 * 1024;
const partsInFlight = 2;

/** Videos in S3-compatible object storage (MinIO, AWS S3, or the s3rver fake in tests). */
export function s3Storage(options: S3StorageOptions): VideoStorage {
  const { bucket } = options;
  const client = new S3Client({
    endpoint: options.url,
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    forcePathStyle: true,
    // Checksums only where S3 demands them: since SDK 3.729 the client adds a CRC32 to every
    // upload by default, which several S3-compatible stores refuse (Cloudflare R2 answers 501;
    // aws/aws-sdk-js-v3#6810). The contract suite's byte-exact reads check what was kept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const ready = options.createBucketIfMissing
    ? once(() => createBucketIfMissing(client, bucket, options.region))
    : () => Promise.resolve();

  return {
    kind: 's3',
    async putFile(key, path, contentType) {
      const Key = checkedKey(key);
      await ready();
      // One PUT replaces an object whole and atomically: a reader sees the old file or the new.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key, Body: createReadStream(path), ContentType: contentType },
        partSize,
        queueSize: partsInFlight,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async stat(key): Promise<StoredObject | null> {
      const Key = checkedKey(key);
      await ready();
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
        return {
          size: head.ContentLength ?? 0,
          contentType: head.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        // A HEAD answer has no body to name the error: any 404 means nothing is kept there.
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable> {
      const Key = checkedKey(key);
      await ready();
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(answer.Body instanceof Readable)) {
          throw new Error(`S3 answered ${key} without a readable body`);
        }
        return answer.Body;
      } catch (error) {
        // Only NoSuchKey: a missing bucket is a configuration fault, not a missing video.
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') {
          throw new StoredObjectMissing(key);
        }
        throw error;
      }
    },
    async remove(key) {
      const Key = checkedKey(key);
      await ready();
      // S3 answers 204 for a key it does not keep, as the port asks.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
    },
  };
}

async function createBucketIfMissing(client: S3Client, bucket: string, region: string) {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return;
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
  }
  // us-east-1 is S3's default location and refuses to be named as a constraint.
  // Regions are S3's open list; the SDK's type names only the ones it knew when it was built.
  const LocationConstraint = region as BucketLocationConstraint;
  const location =
    region === 'us-east-1' ? {} : { CreateBucketConfiguration: { LocationConstraint } };
  await client.send(new CreateBucketCommand({ Bucket: bucket, ...location }));
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** Runs `work` once and shares its promise; a failure is forgotten so the next call retries. */
function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    running ??= work().catch((error: unknown) => {
      running = null;
      throw error;
    });
    return running;
  };
}
