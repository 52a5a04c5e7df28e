/** A real S3-compatible store for the storage contract suite to run against as well. */
export interface RealS3 {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/**
 * The contract suite's real S3, from S3_URL, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY and
 * S3_REGION (us-east-1 when unset); null when S3_URL is unset. With S3_URL set, a missing
 * companion variable fails the run, naming it, rather than quietly testing less.
 */
export function realS3FromEnv(env: NodeJS.ProcessEnv = process.env): RealS3 | null {
  const url = env.S3_URL?.trim();
  if (!url) return null;
  const required = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`S3_URL is set, so the storage contract suite needs ${name} too`);
    return value;
  };
  return {
    url,
    bucket: required('S3_BUCKET'),
    accessKeyId: required('S3_ACCESS_KEY'),
    secretAccessKey: required('S3_SECRET_KEY'),
    region: env.S3_REGION?.trim() || 'us-east-1',
  };
}
