import { notifications } from '@mantine/notifications';

/** Red notice for failures (spec §8). */
export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, withBorder: true });
}

/** Green notice for successes (spec §8). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, withBorder: true });
}
