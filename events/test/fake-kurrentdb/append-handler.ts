import type { handleClientStreamingCall } from '@grpc/grpc-js';
import { decodeStreamName, decodeUuid } from './codec';
import type { ExpectedState, FakeLog, ProposedEvent } from './log';
import { grpc, sharedPb, streamsPb, type AppendReq, type AppendResp } from './protocol';

type AppendOptions = InstanceType<typeof streamsPb.AppendReq.Options>;

/**
 * Streams.Append: a client stream of one options message then the proposed events,
 * answered once with success (revision and position) or wrong_expected_version.
 * Nothing is stored before the client half-closes, as on a real node.
 */
export function appendHandler(log: FakeLog): handleClientStreamingCall<AppendReq, AppendResp> {
  return (call, callback) => {
    let options: AppendOptions | undefined;
    const proposed: ProposedEvent[] = [];
    let invalid: string | undefined;

    call.on('data', (request: AppendReq) => {
      if (request.hasOptions()) {
        options = request.getOptions();
        return;
      }
      const message = request.getProposedMessage();
      if (!message || !options) {
        invalid ??= 'The first message of an append must carry its options.';
        return;
      }
      const metadata = message.getMetadataMap();
      const id = decodeUuid(message.getId());
      const type = metadata.get('type');
      const contentType = metadata.get('content-type');
      if (!id || !type || !contentType) {
        // KurrentDB refuses a proposed event without an id, "type" or "content-type".
        invalid ??= 'Required metadata property is missing: id, type or content-type.';
        return;
      }
      proposed.push({
        id,
        type,
        contentType,
        data: message.getData_asU8(),
        customMetadata: message.getCustomMetadata_asU8(),
      });
    });

    call.on('error', () => {
      // The client went away mid-append: nothing was stored and nobody waits for an answer.
    });

    call.on('end', () => {
      const streamId = decodeStreamName(options?.getStreamIdentifier());
      if (invalid || !options || !streamId) {
        callback({
          code: grpc.status.INVALID_ARGUMENT,
          details: invalid ?? 'Missing append options.',
        });
        return;
      }
      const expected = expectedState(options);
      const outcome = log.append(streamId, expected, proposed);
      const response = new streamsPb.AppendResp();
      if (outcome.kind === 'success') {
        const success = new streamsPb.AppendResp.Success();
        if (outcome.revision < 0n) success.setNoStream(new sharedPb.Empty());
        else success.setCurrentRevision(outcome.revision.toString());
        if (outcome.position < 0n) success.setNoPosition(new sharedPb.Empty());
        else
          success.setPosition(
            new streamsPb.AppendResp.Position()
              .setCommitPosition(outcome.position.toString())
              .setPreparePosition(outcome.position.toString()),
          );
        callback(null, response.setSuccess(success));
        return;
      }
      const wrong = new streamsPb.AppendResp.WrongExpectedVersion();
      if (outcome.current === 'no_stream') wrong.setCurrentNoStream(new sharedPb.Empty());
      else wrong.setCurrentRevision(outcome.current.toString());
      switch (expected.kind) {
        case 'any':
          wrong.setExpectedAny(new sharedPb.Empty());
          break;
        case 'no_stream':
          wrong.setExpectedNoStream(new sharedPb.Empty());
          break;
        case 'stream_exists':
          wrong.setExpectedStreamExists(new sharedPb.Empty());
          break;
        case 'revision':
          wrong.setExpectedRevision(expected.revision.toString());
          break;
        default: {
          const never: never = expected;
          throw new Error(`Unknown expected state ${JSON.stringify(never)}`);
        }
      }
      callback(null, response.setWrongExpectedVersion(wrong));
    });
  };
}

function expectedState(options: AppendOptions): ExpectedState {
  if (options.hasRevision()) return { kind: 'revision', revision: BigInt(options.getRevision()) };
  if (options.hasNoStream()) return { kind: 'no_stream' };
  if (options.hasStreamExists()) return { kind: 'stream_exists' };
  return { kind: 'any' };
}
