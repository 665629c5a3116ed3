import { mkdirSync, writeFileSync } from 'node:fs';
import { createTransport } from 'nodemailer';
import { join } from 'node:path';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links the message carries, printed to the log when mail is written to the outbox. */
  links?: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Without SMTP_URL, each message is written to DATA_DIR/outbox/<timestamp>-<to>.eml and its links
 * are logged, so a local user can finish sign-up with no mail server.
 */
export function createOutboxMailer(outboxDir: string, from: string, logger: Logger): Mailer {
  return {
    async send(message) {
      mkdirSync(outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = join(outboxDir, `${Date.now()}-${safeTo}.eml`);
      const eml = [
        `From: ${from}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        `Date: ${new Date().toUTCString()}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        message.text,
        '',
      ].join('\r\n');
      writeFileSync(file, eml);
      logger.info(
        { to: message.to, subject: message.subject, file, links: message.links },
        'mail written to outbox',
      );
    },
  };
}

/** SMTP_URL set: each message goes out over SMTP (nodemailer), e.g. smtp://user:pass@host:587. */
export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      // The address stays out of the log (user data); the message id finds it at the mail server.
      logger.info({ subject: message.subject, id: info.messageId }, 'mail sent');
    },
  };
}
