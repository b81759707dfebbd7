import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Real SMTP when SMTP_URL is set. Without it, every mail is written to DATA_DIR/outbox as JSON
 * (and logged without its body), so nothing is lost and a developer can read the codes.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  let sequence = 0;
  return {
    async send(message) {
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${Date.now()}-${process.pid}-${++sequence}.json`;
      const record = { from: options.from, ...message, createdAt: new Date().toISOString() };
      // Write then rename, so a reader never sees half a mail.
      const file = path.join(options.outboxDir, name);
      await fs.writeFile(`${file}.tmp`, JSON.stringify(record, null, 2));
      await fs.rename(`${file}.tmp`, file);
      options.log.info({ to: message.to, subject: message.subject, file: name }, 'mail written to outbox');
    },
    close: () => {},
  };
}
