import { CHANGE_NOTICE_CHANNEL, type ChangeNotice } from '@courtside/events';
import pg from 'pg';

/** A connection that LISTENs for change notices, as the gateway does. */
export async function listenForNotices(url: string) {
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  await listener.query(`LISTEN ${CHANGE_NOTICE_CHANNEL}`);
  return {
    /** Resolves with the first notice from now on that passes `test`. */
    next(test: (notice: ChangeNotice) => boolean): Promise<ChangeNotice> {
      return new Promise((resolve) => {
        const onNotice = (message: pg.Notification) => {
          const notice = JSON.parse(message.payload ?? '{}') as ChangeNotice;
          if (!test(notice)) return;
          listener.off('notification', onNotice);
          resolve(notice);
        };
        listener.on('notification', onNotice);
      });
    },
    end: () => listener.end(),
  };
}
