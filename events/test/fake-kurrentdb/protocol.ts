import { createRequire } from 'node:module';
import type * as Grpc from '@grpc/grpc-js';
import type * as StreamsPb from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_pb';
import type * as StreamsGrpc from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_grpc_pb';
import type * as SharedPb from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/shared_pb';
import type * as ServerFeaturesPb from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/serverfeatures_pb';
import type * as ServerFeaturesGrpc from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/serverfeatures_grpc_pb';
import type * as GossipPb from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/gossip_pb';
import type * as GossipGrpc from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/gossip_grpc_pb';
import type * as TimestampPb from 'google-protobuf/google/protobuf/timestamp_pb';

/*
 * The client package ships the code generated from KurrentDB's own .proto files
 * (protoc + grpc_tools). Reusing it means the fake encodes exactly the messages the
 * real server does, with no second copy of the protocol to drift. The generated files
 * are CommonJS that attach their exports at run time (goog.object.extend), which an
 * ESM named import cannot see, so they are loaded through require and typed by their
 * shipped .d.ts files.
 */
const require = createRequire(import.meta.url);
// gRPC and protobuf come from where the client itself loads them (its own dependencies),
// so the fake's server speaks through the very library versions the client was built on.
const requireAsClient = createRequire(require.resolve('@kurrent/kurrentdb-client'));

export const grpc = requireAsClient('@grpc/grpc-js') as typeof Grpc;
const v1 = '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1';

export const streamsPb = require(`${v1}/streams_pb`) as typeof StreamsPb;
export const streamsGrpc = require(`${v1}/streams_grpc_pb`) as typeof StreamsGrpc;
export const sharedPb = require(`${v1}/shared_pb`) as typeof SharedPb;
export const serverFeaturesPb = require(`${v1}/serverfeatures_pb`) as typeof ServerFeaturesPb;
export const serverFeaturesGrpc = require(
  `${v1}/serverfeatures_grpc_pb`,
) as typeof ServerFeaturesGrpc;
export const gossipPb = require(`${v1}/gossip_pb`) as typeof GossipPb;
export const gossipGrpc = require(`${v1}/gossip_grpc_pb`) as typeof GossipGrpc;
export const timestampPb = requireAsClient(
  'google-protobuf/google/protobuf/timestamp_pb',
) as typeof TimestampPb;

export type ReadReq = StreamsPb.ReadReq;
export type ReadResp = StreamsPb.ReadResp;
export type AppendReq = StreamsPb.AppendReq;
export type AppendResp = StreamsPb.AppendResp;
export type Uuid = SharedPb.UUID;
