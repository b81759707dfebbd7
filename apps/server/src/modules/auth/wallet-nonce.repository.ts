import type { Database } from '../../db/database';

export type WalletNoncePurpose = 'login' | 'link';

export async function insertWalletNonce(
  db: Database,
  nonce: { nonce: string; purpose: WalletNoncePurpose; memberId: bigint | null; createdAt: Date; expiresAt: Date },
) {
  await db
    .insertInto('wallet_nonces')
    .values({
      nonce: nonce.nonce,
      purpose: nonce.purpose,
      member_id: nonce.memberId,
      created_at: nonce.createdAt,
      expires_at: nonce.expiresAt,
    })
    .execute();
}

/** Expired nonces nobody used: swept whenever new ones are handed out, so the table stays small. */
export async function deleteExpiredWalletNonces(db: Database, now: Date) {
  await db.deleteFrom('wallet_nonces').where('expires_at', '<=', now).execute();
}

/**
 * Spends a nonce: one `DELETE … RETURNING`, so of two transactions holding the same nonce exactly one
 * gets the row (PostgreSQL makes the second wait, then finds it gone). A link nonce is spent only by
 * the member it was given to. Returns its expiry (the caller refuses an expired one but keeps it
 * spent), or undefined when there is no such nonce: never issued, already used, or someone else's.
 */
export async function spendWalletNonce(
  db: Database,
  nonce: string,
  purpose: WalletNoncePurpose,
  memberId: bigint | null,
): Promise<Date | undefined> {
  let query = db.deleteFrom('wallet_nonces').where('nonce', '=', nonce).where('purpose', '=', purpose);
  query = memberId === null ? query.where('member_id', 'is', null) : query.where('member_id', '=', memberId);
  const row = await query.returning('expires_at').executeTakeFirst();
  return row?.expires_at;
}
