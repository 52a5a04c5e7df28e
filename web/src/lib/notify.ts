import { notifications } from '@mantine/notifications';

/**
 * One notice per event, never two: the same text in the same colour while it is still on
 * screen is the same event told twice (a save's own notice and the live push of it, or two
 * loads of one page failing for one lost connection), so its id keeps it to one.
 */
function show(color: 'red' | 'green', message: string): void {
  notifications.show({ id: `${color}:${message}`, color, message, withBorder: true });
}

/** Red notice for failures (spec §8). */
export function notifyError(message: string): void {
  show('red', message);
}

/** Green notice for successes (spec §8). */
export function notifySuccess(message: string): void {
  show('green', message);
}
