import { acceptOnly } from '../http/accept-only';

/**
 * The team rule "unknown body fields → 422": yup strips what it does not know, so the fields
 * a route accepts are checked first, each stranger named with its own message.
 */
export function rejectUnknownFields(body: unknown, allowed: readonly string[]): void {
  acceptOnly(body, allowed);
}
