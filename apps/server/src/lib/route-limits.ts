/**
 * Per-IP request limits of single routes, on top of the global limit (plugins/security.ts) and of
 * the per-member lock-outs the services keep. The same reason gets the same limit everywhere.
 */

/** At most `max` calls a minute from one address. */
export function perMinute(max: number) {
  return { max, timeWindow: '1 minute' };
}

/**
 * Calls that check a secret (the secondary password, a mailed code) or reveal who is in a team: slow
 * enough that nobody guesses across many accounts from one address.
 */
export const SECRET_CHECK_LIMIT = perMinute(30);

/** Calls that send a mail: mails cost money and the sender's reputation. */
export const MAIL_SEND_LIMIT = perMinute(10);
