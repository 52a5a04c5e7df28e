import { appendHandler } from './append-handler';
import { gossipHandler, supportedMethodsHandler } from './cluster-handlers';
import { FakeLog } from './log';
import { gossipGrpc, grpc, serverFeaturesGrpc, streamsGrpc } from './protocol';
import { readHandler } from './read-handler';

/** A running fake KurrentDB node. */
export interface FakeKurrentDb {
  /** `kurrentdb://127.0.0.1:<port>?tls=false`, for any KurrentDB client. */
  connectionString: string;
  stop(): Promise<void>;
}

/** System events a fresh KurrentDB node writes on start, so clients meet them as they would. */
const SYSTEM_EVENTS = [
  { stream: '$settings', type: '$settings', data: { $userStreamAcl: {}, $systemStreamAcl: {} } },
  { stream: '$scavenges', type: '$scavengeIndexInitialized', data: {} },
];

/**
 * Starts an in-memory stand-in for a single KurrentDB node on 127.0.0.1 (a free port,
 * no TLS), speaking KurrentDB's gRPC protocol: Streams.Read and Streams.Append,
 * ServerFeatures.GetSupportedMethods and Gossip.Read. Each call gets an empty database.
 */
export async function startFakeKurrentDb(): Promise<FakeKurrentDb> {
  const log = new FakeLog();
  for (const { stream, type, data } of SYSTEM_EVENTS) {
    log.append(stream, { kind: 'any' }, [
      {
        id: crypto.randomUUID(),
        type,
        contentType: 'application/json',
        data: Buffer.from(JSON.stringify(data)),
        customMetadata: new Uint8Array(),
      },
    ]);
  }

  const server = new grpc.Server();
  let port = 0;
  server.addService(streamsGrpc.StreamsService, {
    read: readHandler(log),
    append: appendHandler(log),
  });
  server.addService(serverFeaturesGrpc.ServerFeaturesService, {
    getSupportedMethods: supportedMethodsHandler(),
  });
  server.addService(gossipGrpc.GossipService, {
    read: gossipHandler(() => ({ host: '127.0.0.1', port })),
  });
  port = await new Promise<number>((resolve, reject) => {
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    );
  });

  return {
    connectionString: `kurrentdb://127.0.0.1:${port}?tls=false`,
    async stop() {
      // Open subscriptions never end by themselves; a graceful shutdown would wait forever.
      server.forceShutdown();
    },
  };
}
