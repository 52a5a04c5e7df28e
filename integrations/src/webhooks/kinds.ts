import { webhookKinds, type RecordedEvent, type WebhookKind } from '@courtside/events';

export { webhookKinds, type WebhookKind };

/** The kind the test button sends; never subscribed to, always accepted. */
export const testKind = 'webhook.test';

/**
 * Which kinds an event makes. The table changes whenever a result counts differently: a match
 * finished or its result entered, corrected or the match cancelled (a cancelled match leaves the
 * table). Postponing or moving a match changes only the schedule.
 */
const kindsOf: Record<string, WebhookKind[]> = {
  ScoreRecorded: ['score.changed'],
  ContestFinished: ['match.finished', 'standings.changed'],
  ResultEntered: ['match.finished', 'standings.changed'],
  ResultCorrected: ['standings.changed'],
  ContestCancelled: ['schedule.changed', 'standings.changed'],
  ContestScheduled: ['schedule.changed'],
  ContestRescheduled: ['schedule.changed'],
  ContestPostponed: ['schedule.changed'],
};

/** One league event a webhook reports: its kind, league, match and the event that caused it. */
export interface WebhookIntent {
  kind: WebhookKind;
  leagueId: number;
  matchId: number;
  eventId: string;
  occurredAt: Date;
}

/** Reads a batch for webhooks. Pure, so a replayed batch gives the same intents. */
export function webhookIntentsOf(events: RecordedEvent[]): WebhookIntent[] {
  const intents: WebhookIntent[] = [];
  for (const event of events) {
    const kinds = kindsOf[event.type];
    if (!kinds) continue;
    const data = event.data as Record<string, unknown>;
    const matchId = Number(data['contestId']);
    const leagueId = Number(data['leagueId']);
    if (!(matchId > 0 && leagueId > 0)) continue;
    for (const kind of kinds) {
      intents.push({ kind, leagueId, matchId, eventId: event.id, occurredAt: event.created });
    }
  }
  return intents;
}
