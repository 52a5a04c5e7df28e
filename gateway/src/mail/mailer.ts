import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One message to send; text only, as the password-reset mail is. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; resolves once the SMTP server accepted it or the outbox file is written. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start banner and logs (never the SMTP password). */
  readonly destination: string;
}

/**
 * SMTP when a URL is given (smtp:// or smtps://, credentials in the URL), else a local outbox:
 * one RFC 822 .eml file per message in `outboxDir`, which any mail client (or a text editor)
 * opens, so a developer can follow a reset link without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string | null;
  from: string;
  outboxDir: string;
}): Mailer {
  const { from } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const url = new URL(options.smtpUrl);
    return {
      destination: `${url.protocol}//${url.host}`,
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const outboxDir = path.resolve(options.outboxDir);
  return {
    destination: outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      // Time first so a listing sorts oldest to newest; the uuid keeps names unique.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      await writeFile(path.join(outboxDir, name), info.message as Buffer);
    },
  };
}
