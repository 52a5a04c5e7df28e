import type { EventMetadata, RecordedEvent } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../core/errors';
import { decideTransfer, ownerOf, type TransferOwner } from './owner';

const now = '2026-09-01T10:00:00.000Z';
const by = (kind: EventMetadata['actor']['kind'], id: string | null): EventMetadata => ({
  actor: { kind, id },
  ip: null,
  userAgent: null,
  correlationId: 'c',
  causationId: null,
  at: now,
});
const recorded = (type: string, data: unknown, metadata: EventMetadata, revision: number) =>
  ({
    id: `e${revision}`,
    type,
    data,
    metadata,
    streamId: 'league-7',
    revision,
    position: `0:${revision}`,
    created: new Date(now),
  }) as RecordedEvent;

describe('when a league’s owner is read from its stream', () => {
  it('is the admin account that created it', () => {
    expect(ownerOf([recorded('LeagueCreated', { leagueId: 7 }, by('admin', '5'), 0)])).toBe(5);
  });

  it('is nobody when the system (the demo seeder) created it', () => {
    expect(ownerOf([recorded('LeagueCreated', { leagueId: 7 }, by('system', null), 0)])).toBeNull();
  });

  it('is whoever the league was last handed to', () => {
    const changed = { leagueId: 7, fromAccountId: 5, toAccountId: 9 };
    expect(
      ownerOf([
        recorded('LeagueCreated', { leagueId: 7 }, by('admin', '5'), 0),
        recorded('LeagueOwnerChanged', changed, by('admin', '1'), 1),
      ]),
    ).toBe(9);
  });
});

describe('when handing a league to another owner', () => {
  const transfer = (owner: number | null, exists = true): TransferOwner => ({
    type: 'TransferOwner',
    data: { leagueId: 7, fromAccountId: 5, toAccountId: 9 },
    metadata: { now, exists, owner },
  });

  it('records the change while the first account owns it', () => {
    expect(decideTransfer(transfer(5))).toEqual([
      { type: 'LeagueOwnerChanged', data: { leagueId: 7, fromAccountId: 5, toAccountId: 9 } },
    ]);
  });

  it('records nothing when someone else owns it by now', () => {
    expect(decideTransfer(transfer(9))).toEqual([]);
  });

  it('answers not found for a league that does not exist', () => {
    expect(() => decideTransfer(transfer(null, false))).toThrow(new NotFoundError('notFound'));
  });
});
