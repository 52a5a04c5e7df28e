import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long the integrations' reactors (the outbox, the workflow feed) let new events gather once
 * they have caught up. Nobody watches them live: a webhook or a scoreboard a fifth of a second
 * later is the same to its reader, while their reads and writes no longer land in the moments a
 * live save is on its way to the screens, and a burst of saves costs them one batch, not one each.
 */
const REACTOR_GATHER_MS = 200;

/** The reactors' subscription `gather` (the store port's SubscribeOptions). */
export function gatherReactor(): Promise<void> {
  return sleep(REACTOR_GATHER_MS);
}
