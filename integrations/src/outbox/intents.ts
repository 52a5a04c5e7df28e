import type { RecordedEvent } from '@courtside/events';

/** What a batch of events asks the outside world to hear, each named once with its last cause. */
export interface SyncIntents {
  /** contest id → its league and the last event that changed it. */
  matches: Map<number, { leagueId: number; eventId: string }>;
  /** league id → the last event that changed its teams. */
  rosterLeagues: Map<number, string>;
  /** club id → the last licence event touching it (its leagues are looked up later). */
  rosterClubs: Map<number, string>;
}

const matchEvents = new Set([
  'ContestScheduled',
  'ScoreRecorded',
  'ContestFinished',
  'ContestPostponed',
  'ContestCancelled',
  'ResultEntered',
  'ResultCorrected',
  'ContestRescheduled',
]);

const licenceEvents = new Set([
  'PlayerLicenceIssued',
  'OfficialLicenceIssued',
  'LicenceTransferred',
  'LicenceRevoked',
]);

/**
 * Reads a batch for the syncs: a contest event means its match document changed; a licence or a
 * team joining a league means a roster changed. Pure, so a replayed batch gives the same intents.
 */
export function syncIntentsOf(events: RecordedEvent[]): SyncIntents {
  const intents: SyncIntents = {
    matches: new Map(),
    rosterLeagues: new Map(),
    rosterClubs: new Map(),
  };
  for (const event of events) {
    const data = event.data as Record<string, unknown>;
    if (matchEvents.has(event.type)) {
      const contestId = Number(data['contestId']);
      const leagueId = Number(data['leagueId']);
      if (contestId > 0 && leagueId > 0)
        intents.matches.set(contestId, { leagueId, eventId: event.id });
    } else if (event.type === 'TeamRegistered') {
      intents.rosterLeagues.set(Number(data['leagueId']), event.id);
    } else if (licenceEvents.has(event.type)) {
      for (const field of ['clubId', 'fromClubId', 'toClubId']) {
        const clubId = Number(data[field]);
        if (clubId > 0) intents.rosterClubs.set(clubId, event.id);
      }
    }
  }
  return intents;
}

export function isEmpty(intents: SyncIntents): boolean {
  return (
    intents.matches.size === 0 && intents.rosterLeagues.size === 0 && intents.rosterClubs.size === 0
  );
}
