import type { Deps } from '../../deps';
import type { ErrorLog } from '../../lib/send-in-background';
import { startPeriodicJob } from '../../lib/periodic-job';
import { claimDueMails, markMailFailed, markMailSent } from './notifications.repository';

type OutboxDeps = Pick<Deps, 'db' | 'clock' | 'mailer'>;
type WorkerDeps = OutboxDeps & Pick<Deps, 'dbKind'>;

/** After this many failed tries a mail stays in the table, unsent, for someone to look at. */
export const MAIL_MAX_ATTEMPTS = 8;
const BATCH_SIZE = 20;

/** 1, 2, 4 … minutes after each try, capped at six hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1) * 60_000, 6 * 60 * 60_000);
}

/**
 * Sends the mails that are due, one batch at a time, until none are left. Each mail's next try is
 * set before sending, so a crash mid-send means a late retry (at-least-once), never a lost mail.
 */
export async function drainMailOutbox(deps: OutboxDeps, log?: ErrorLog) {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const now = deps.clock.now();
    const batch = await claimDueMails(
      deps.db,
      now,
      BATCH_SIZE,
      MAIL_MAX_ATTEMPTS,
      new Date(now.getTime() + 10 * 60_000),
    );
    for (const mail of batch) {
      const id = BigInt(mail.id);
      try {
        await deps.mailer.send({ to: mail.to_address, subject: mail.subject, text: mail.body });
        await markMailSent(deps.db, id, deps.clock.now());
        sent += 1;
      } catch (error) {
        failed += 1;
        const retryAt = new Date(deps.clock.now().getTime() + retryDelayMs(mail.attempts));
        await markMailFailed(deps.db, id, error instanceof Error ? error.message : String(error), retryAt);
        log?.error({ err: error, outboxId: String(id), attempts: mail.attempts }, 'notification mail failed');
      }
    }
    if (batch.length < BATCH_SIZE) return { sent, failed };
  }
}

/**
 * Drains the outbox every few seconds; one server at a time drains (the job lock), and the claim's
 * lease keeps a mail another drain claimed from being sent twice. stop() waits for a drain under way.
 */
export function startMailOutboxWorker(deps: WorkerDeps, log: ErrorLog, intervalMs = 5_000) {
  return startPeriodicJob(() => drainMailOutbox(deps, log), {
    intervalMs,
    log,
    failure: 'mail outbox drain failed',
    name: 'mail_outbox',
    lockOn: deps,
  });
}
