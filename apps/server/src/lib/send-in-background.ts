import type { MailMessage, Mailer } from './mailer';

/** The part of a logger a background mail needs; Fastify's logger fits it. */
export interface ErrorLog {
  error(details: object, message: string): void;
}

/**
 * Sends without making the caller wait. Used where waiting would tell a caller something it must
 * not learn (whether an account exists, from the time a reply takes) or where the mail is a
 * courtesy whose failure must not undo the request. A failure is logged, never thrown.
 */
export function sendInBackground(mailer: Mailer, message: MailMessage, log: ErrorLog): void {
  mailer.send(message).catch((error: unknown) => {
    log.error({ err: error, to: message.to, subject: message.subject }, 'background mail failed');
  });
}
