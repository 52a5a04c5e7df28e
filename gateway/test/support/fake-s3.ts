import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** What a client needs to reach the fake, in the shape `s3Storage` takes. */
export interface FakeS3 {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** How many multipart-upload parts the fake has received so far. */
  partsReceived(): number;
  stop(): Promise<void>;
}

/**
 * A local S3 that speaks the real S3 REST protocol (s3rver: signed V4 requests, path-style
 * buckets, ranged GETs, multipart uploads), on a free port, keeping its objects in a temporary
 * folder that `stop` removes.
 */
export async function startFakeS3(bucket = 'courtside-videos'): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'courtside-fake-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // Buckets by path only, as MinIO is used; s3rver's default would also read the Host header.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  answerFirstByteRanges(server);
  let parts = 0;
  const putPart = server.store.putPart.bind(server.store);
  server.store.putPart = (...args) => {
    parts += 1;
    return putPart(...args);
  };
  const { port } = await server.run();
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver checks signatures against these fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
    partsReceived: () => parts,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * s3rver 3.7.1 reads the range `bytes=0-0` as "from byte 0 to the end" (its `end || Infinity`
 * takes 0 for "no end") and sends the whole object; S3 and MinIO send the one byte asked for,
 * which is what a player's first probe asks. Answer that range as S3 does, from s3rver's own file.
 */
function answerFirstByteRanges(server: S3rver) {
  const store = server.store;
  const getObject = store.getObject.bind(store);
  store.getObject = async (bucket, key, options) => {
    const object = await getObject(bucket, key, options);
    if (options?.end !== 0 || !object?.content) return object;
    object.content.destroy();
    object.content = createReadStream(store.getResourcePath(bucket, key, 'object'), {
      start: 0,
      end: 0,
    });
    object.range = { start: 0, end: 0 };
    return object;
  };
}
