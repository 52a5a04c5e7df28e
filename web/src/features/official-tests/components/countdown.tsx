import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Milliseconds left until `deadline`, measured on the server's clock (`serverNow` offsets). */
function remaining(deadline: string, offset: number): number {
  return Math.max(0, new Date(deadline).getTime() - (Date.now() + offset));
}

/**
 * The time left, ticking every second on the server's clock rather than the device's; calls
 * `onTimeUp` once when it reaches zero.
 */
export function Countdown({
  deadline,
  serverNow,
  onTimeUp,
}: {
  deadline: string;
  serverNow: string;
  onTimeUp(): void;
}) {
  const { t } = useTranslation();
  const [offset] = useState(() => new Date(serverNow).getTime() - Date.now());
  const [left, setLeft] = useState(() => remaining(deadline, offset));
  const fired = useRef(false);
  const latest = useRef(onTimeUp);
  useEffect(() => {
    latest.current = onTimeUp;
  });
  useEffect(() => {
    const tick = () => {
      const now = remaining(deadline, offset);
      setLeft(now);
      if (now === 0 && !fired.current) {
        fired.current = true;
        latest.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, offset]);
  const minutes = Math.floor(left / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  return (
    <Text
      fw={700}
      c={left < 60_000 ? 'red' : undefined}
      aria-live={left < 60_000 ? 'polite' : 'off'}
      role="timer"
    >
      {t('officialTests.take.timeLeft', {
        time: `${minutes}:${String(seconds).padStart(2, '0')}`,
      })}
    </Text>
  );
}
