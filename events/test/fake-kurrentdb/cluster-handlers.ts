import { randomUUID } from 'node:crypto';
import type { handleUnaryCall } from '@grpc/grpc-js';
import { encodeUuid } from './codec';
import { gossipPb, serverFeaturesPb, type sharedPb } from './protocol';

type Empty = InstanceType<typeof sharedPb.Empty>;
type SupportedMethods = InstanceType<typeof serverFeaturesPb.SupportedMethods>;
type ClusterInfo = InstanceType<typeof gossipPb.ClusterInfo>;

/** The version the fake claims: an LTS release that serves everything below over protocol v1. */
export const FAKE_SERVER_VERSION = '24.10.0';

/**
 * The methods the fake serves, as KurrentDB lists them (lower-case service and method
 * names). Clients pick their code path from this list: leaving BatchAppend out makes the
 * client append through Streams.Append, which is all the fake implements.
 */
const SUPPORTED: Array<{ service: string; method: string; features?: string[] }> = [
  {
    service: 'event_store.client.streams.streams',
    method: 'read',
    features: ['position', 'events'],
  },
  { service: 'event_store.client.streams.streams', method: 'append' },
  { service: 'event_store.client.server_features.serverfeatures', method: 'getsupportedmethods' },
  { service: 'event_store.client.gossip.gossip', method: 'read' },
];

/** ServerFeatures.GetSupportedMethods, which clients call once after connecting. */
export function supportedMethodsHandler(): handleUnaryCall<Empty, SupportedMethods> {
  return (_call, callback) => {
    const methods = SUPPORTED.map(({ service, method, features = [] }) =>
      new serverFeaturesPb.SupportedMethod()
        .setServiceName(service)
        .setMethodName(method)
        .setFeaturesList(features),
    );
    callback(
      null,
      new serverFeaturesPb.SupportedMethods()
        .setMethodsList(methods)
        .setEventStoreServerVersion(FAKE_SERVER_VERSION),
    );
  };
}

/** Gossip.Read: a one-node cluster whose only member is this leader. */
export function gossipHandler(
  address: () => { host: string; port: number },
): handleUnaryCall<Empty, ClusterInfo> {
  const instanceId = randomUUID();
  return (_call, callback) => {
    const { host, port } = address();
    const member = new gossipPb.MemberInfo()
      .setInstanceId(encodeUuid(instanceId, false))
      .setTimeStamp((BigInt(Date.now()) * 10_000n).toString())
      .setState(gossipPb.MemberInfo.VNodeState.LEADER)
      .setIsAlive(true)
      .setHttpEndPoint(new gossipPb.EndPoint().setAddress(host).setPort(port));
    callback(null, new gossipPb.ClusterInfo().setMembersList([member]));
  };
}
