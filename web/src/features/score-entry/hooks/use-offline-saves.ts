import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScoreSheet } from '../utils/score-sheet';
import { enqueue, type OfflineQueue } from '../utils/offline-queue';
import { useOnline } from './use-online';

/**
 * Saves made without a network wait here (`hold`), counted for the screen; once the network is
 * back and nothing else is being sent, the latest goes out through `send` on the revision it
 * was typed against, so a save by someone else meanwhile meets the conflict panel as usual.
 */
export function useOfflineSaves(
  send: (revision: number, sheet: ScoreSheet) => Promise<void>,
  sending: boolean,
) {
  const online = useOnline();
  const [queue, setQueue] = useState<OfflineQueue | null>(null);
  // The screen passes a new function each render; the queue and the network decide when to send.
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });
  const hold = useCallback((revision: number, sheet: ScoreSheet) => {
    setQueue((queued) => enqueue(queued, revision, sheet));
  }, []);
  useEffect(() => {
    if (!online || !queue || sending) return;
    setQueue(null);
    void latestSend.current(queue.revision, queue.sheet);
  }, [online, queue, sending]);
  return { online, queue, hold };
}
