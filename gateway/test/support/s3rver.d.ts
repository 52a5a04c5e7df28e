// s3rver ships no types; only what the fake S3 uses of its API.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  import type { Readable } from 'node:stream';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  /** The object s3rver answers a GET with: `content` is the stream it sends. */
  interface S3rverObject {
    content: Readable | null;
    range?: { start: number; end: number };
    readonly size: number;
  }

  interface S3rverStore {
    getObject(
      bucket: string,
      key: string,
      options?: { start?: number; end?: number },
    ): Promise<S3rverObject | null>;
    getResourcePath(bucket: string, key: string, resource: 'object'): string;
    putPart(
      bucket: string,
      uploadId: string,
      partNumber: number,
      content: unknown,
    ): Promise<unknown>;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    store: S3rverStore;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
