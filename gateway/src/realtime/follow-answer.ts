import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { FollowAck } from '@courtside/events';
import { localeFromHeader, translate, type TextKey } from '../i18n';
import { currentCheckpoint } from '../queries/checkpoints';
import type { CourtsideSocket } from './socket-types';

/** Why joinIfAllowed refused, as the message a route would answer with. */
export function refusal(allowed: 'ok' | 401 | 403): 'ok' | TextKey {
  if (allowed === 'ok') return 'ok';
  return allowed === 401 ? 'unauthenticated' : 'unauthorized';
}

/**
 * Answers a socket's request to follow a private room: `admit` joins it or names why not; an
 * admitted socket hears the checkpoint its pushes start after, and a failure is logged and
 * answered "something went wrong", all in the language of the socket's handshake.
 */
export function answerFollow(
  socket: CourtsideSocket,
  event: 'follow:logs' | 'follow:dashboard' | 'follow:bookings' | 'follow:workflows',
  deps: { knex: Knex; logger: Logger },
  admit: () => Promise<'ok' | TextKey>,
): void {
  socket.on(event, async (ack: unknown) => {
    const answer = (reply: FollowAck) => {
      if (typeof ack === 'function') (ack as (reply: FollowAck) => void)(reply);
    };
    const locale = localeFromHeader(socket.handshake.headers['accept-language']);
    try {
      const admitted = await admit();
      if (admitted !== 'ok') return answer({ ok: false, message: translate(locale, admitted) });
      answer({ ok: true, checkpoint: await currentCheckpoint(deps.knex) });
    } catch (error) {
      deps.logger.error({ err: error }, `${event} failed`);
      answer({ ok: false, message: translate(locale, 'somethingWrong'), retry: true });
    }
  });
}
