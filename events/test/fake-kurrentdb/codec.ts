import type { StoredEvent } from './log';
import { sharedPb, streamsPb, type ReadResp, type Uuid } from './protocol';

/** Reads a UUID in either of its wire forms (clients choose; the server must accept both). */
export function decodeUuid(uuid: Uuid | undefined): string | undefined {
  if (!uuid) return undefined;
  const structured = uuid.getStructured();
  if (structured) {
    const hex = (value: string) => BigInt.asUintN(64, BigInt(value)).toString(16).padStart(16, '0');
    const ms = hex(structured.getMostSignificantBits());
    const ls = hex(structured.getLeastSignificantBits());
    return `${ms.slice(0, 8)}-${ms.slice(8, 12)}-${ms.slice(12)}-${ls.slice(0, 4)}-${ls.slice(4)}`;
  }
  return uuid.getString().toLowerCase();
}

/** Writes a UUID in the form the reader asked for with its uuid_option. */
export function encodeUuid(id: string, structured: boolean): Uuid {
  const uuid = new sharedPb.UUID();
  if (!structured) return uuid.setString(id);
  const hex = id.replace(/-/g, '');
  const signed = (part: string) => BigInt.asIntN(64, BigInt(`0x${part}`)).toString(10);
  return uuid.setStructured(
    new sharedPb.UUID.Structured()
      .setMostSignificantBits(signed(hex.slice(0, 16)))
      .setLeastSignificantBits(signed(hex.slice(16))),
  );
}

export function streamIdentifier(streamId: string) {
  return new sharedPb.StreamIdentifier().setStreamName(Buffer.from(streamId, 'utf8'));
}

export function decodeStreamName(identifier: { getStreamName_asU8(): Uint8Array } | undefined) {
  return identifier ? Buffer.from(identifier.getStreamName_asU8()).toString('utf8') : undefined;
}

/** One event as KurrentDB sends it in a ReadResp. */
export function eventResponse(event: StoredEvent, structuredIds: boolean): ReadResp {
  const record = new streamsPb.ReadResp.ReadEvent.RecordedEvent()
    .setId(encodeUuid(event.id, structuredIds))
    .setStreamIdentifier(streamIdentifier(event.streamId))
    .setStreamRevision(event.revision.toString())
    .setCommitPosition(event.position.toString())
    .setPreparePosition(event.position.toString())
    .setCustomMetadata(event.customMetadata)
    .setData(event.data);
  record
    .getMetadataMap()
    .set('type', event.type)
    .set('content-type', event.contentType)
    .set('created', event.created.toString());
  const read = new streamsPb.ReadResp.ReadEvent()
    .setEvent(record)
    .setCommitPosition(event.position.toString());
  return new streamsPb.ReadResp().setEvent(read);
}

export function positionMessage(position: bigint) {
  return new streamsPb.ReadResp.Position()
    .setCommitPosition(position.toString())
    .setPreparePosition(position.toString());
}
