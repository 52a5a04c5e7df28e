import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { downloadFile } from '../../lib/download';

/**
 * A download link (it still opens in a new tab or copies as a link) whose click fetches the
 * file, so a refusal is explained in a red notice instead of a page of JSON.
 */
export function DownloadButton({
  href,
  children,
  ...props
}: ButtonProps & { href: string; children: ReactNode }) {
  return (
    <Button
      component="a"
      href={href}
      download
      {...props}
      onClick={(event) => {
        event.preventDefault();
        if (!props.disabled) void downloadFile(href);
      }}
    >
      {children}
    </Button>
  );
}
