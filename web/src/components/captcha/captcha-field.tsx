import { Button, Checkbox, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { solveCaptcha } from './solve-captcha';

type Status = 'idle' | 'solving' | 'solved' | 'failed';

/**
 * The public forms' captcha: the visitor ticks "I am not a robot", the browser solves a
 * proof-of-work challenge from our own server and the form gets the payload as its value.
 * A new `resetKey` (after a send) starts over, as a solved payload works only once.
 */
export function CaptchaField({
  onChange,
  error,
  resetKey,
}: {
  onChange(payload: string): void;
  error?: string;
  resetKey: number;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  const running = useRef<AbortController | null>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    running.current?.abort();
    setStatus('idle');
    latest.current('');
  }, [resetKey]);
  useEffect(() => () => running.current?.abort(), []);

  const start = () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStatus('solving');
    solveCaptcha(controller.signal)
      .then((payload) => {
        if (controller.signal.aborted) return;
        latest.current(payload);
        setStatus('solved');
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('failed');
      });
  };

  const statusText =
    status === 'solving'
      ? t('captcha.solving')
      : status === 'solved'
        ? t('captcha.solved')
        : status === 'failed'
          ? t('captcha.failed')
          : '';

  return (
    <div>
      <Group gap="sm" wrap="nowrap">
        <Checkbox
          label={t('captcha.label')}
          checked={status === 'solving' || status === 'solved'}
          disabled={status === 'solving' || status === 'solved'}
          onChange={(event) => {
            if (event.currentTarget.checked) start();
          }}
          error={error}
        />
        {status === 'solving' && <Loader size="xs" aria-hidden />}
      </Group>
      <Text size="sm" c={status === 'failed' ? 'red' : 'dimmed'} aria-live="polite" mt={4}>
        {statusText}
      </Text>
      {status === 'failed' && (
        <Button variant="subtle" size="compact-sm" onClick={start}>
          {t('captcha.retry')}
        </Button>
      )}
      <Text size="xs" c="dimmed">
        {t('captcha.privacy')}
      </Text>
    </div>
  );
}
