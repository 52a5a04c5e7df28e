import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GatewayConfig } from '../../config';
import { localFolderStorage } from './local-folder';
import type { VideoStorage } from './port';

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

/** The S3 store's module, written beside this one (`s3.ts`); absent until it is merged. */
const s3Module = fileURLToPath(new URL('./s3.ts', import.meta.url));

/**
 * The store VIDEO_STORAGE names: a local folder (VIDEO_STORAGE_DIR, `.data/videos` by default)
 * or S3-compatible object storage (S3_URL, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY, S3_REGION).
 */
export async function videoStorageFrom(config: StorageConfig): Promise<VideoStorage> {
  if ((config.videoStorage ?? 'local') === 'local') {
    return localFolderStorage(path.resolve(config.videoStorageDir ?? '.data/videos'));
  }
  if (!existsSync(s3Module) && !existsSync(s3Module.replace(/\.ts$/, '.js'))) {
    throw new Error(
      'VIDEO_STORAGE=s3 needs gateway/src/video/storage/s3.ts, which this build does not have; ' +
        'set VIDEO_STORAGE=local (the default) or use a build with S3 storage.',
    );
  }
  const s3 = (await import(/* @vite-ignore */ './s3' + '.ts').catch(
    () => import('./s3' + '.js'),
  )) as {
    s3Storage: (config: StorageConfig) => VideoStorage;
  };
  return s3.s3Storage(config);
}
