import path from 'node:path';
import type { GatewayConfig } from '../../config';
import { localFolderStorage } from './local-folder';
import type { VideoStorage } from './port';
import { s3Storage } from './s3';

type StorageConfig = Pick<
  GatewayConfig,
  | 'videoStorage'
  | 'videoStorageDir'
  | 's3Url'
  | 's3Bucket'
  | 's3AccessKey'
  | 's3SecretKey'
  | 's3Region'
>;

/**
 * The store VIDEO_STORAGE names: a local folder (VIDEO_STORAGE_DIR, `.data/videos` by default)
 * or S3-compatible object storage (S3_URL, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY, S3_REGION).
 * A missing S3 setting is named at start, not at the first upload.
 */
export function videoStorageFrom(config: StorageConfig): VideoStorage {
  if ((config.videoStorage ?? 'local') === 'local') {
    return localFolderStorage(path.resolve(config.videoStorageDir ?? '.data/videos'));
  }
  const missing = (
    [
      ['S3_URL', config.s3Url],
      ['S3_BUCKET', config.s3Bucket],
      ['S3_ACCESS_KEY', config.s3AccessKey],
      ['S3_SECRET_KEY', config.s3SecretKey],
    ] as const
  ).filter(([, value]) => !value);
  if (missing.length > 0) {
    throw new Error(`VIDEO_STORAGE=s3 needs ${missing.map(([name]) => name).join(', ')} to be set`);
  }
  return s3Storage({
    url: config.s3Url as string,
    bucket: config.s3Bucket as string,
    accessKeyId: config.s3AccessKey as string,
    secretAccessKey: config.s3SecretKey as string,
    region: config.s3Region ?? 'us-east-1',
  });
}
