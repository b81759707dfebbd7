import { randomBytes } from 'node:crypto';
import type { PinCode, PinStatus } from '@tandem/contracts';
import type { Trx } from '../../db/transaction';
import { type CodeViewRow, findCodeViews, insertCodes } from './activation-codes.repository';

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_BYTES = 10;
const GROUP = 4;

/**
 * A new code: 80 random bits (crypto.randomBytes) as 16 base32 characters in four groups. Unguessable
 * (a guess hits one of a billion live codes with odds below 2^-50), and the unique index refuses the
 * astronomically rare repeat.
 */
export function newPinCode(): string {
  const bytes = randomBytes(CODE_BYTES);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < (CODE_BYTES * 8) / 5; i += 1) {
    text = ALPHABET[Number(bits & 31n)] + text;
    bits >>= 5n;
  }
  return text.match(new RegExp(`.{${GROUP}}`, 'g'))!.join('-');
}

/** The status a member sees: a stored `valid` whose expiry has passed is `expired`. */
export function pinStatusOf(row: { status: 'valid' | 'activated' | 'void'; expires_at: Date }, now: Date): PinStatus {
  return row.status === 'valid' && row.expires_at <= now ? 'expired' : row.status;
}

export function toPinCode(row: CodeViewRow, now: Date): PinCode {
  return {
    code: row.code,
    status: pinStatusOf(row, now),
    source: row.source,
    bought_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    owner: row.owner_username,
    activated_member: row.activated_username,
    activated_at: row.activated_at ? row.activated_at.toISOString() : null,
  };
}

const DAY_MS = 24 * 3600_000;
export function expiryOf(at: Date, validityDays: number): Date {
  return new Date(at.getTime() + validityDays * DAY_MS);
}

type CodeOrigin = Omit<Parameters<typeof insertCodes>[1][number], 'code' | 'created_at' | 'expires_at'>;

/**
 * Writes `quantity` new codes of one origin (a purchase or a staff issue), each valid `validityDays`
 * from `at`, and answers them as the views show them, in the order they were made.
 */
export async function createCodes(
  trx: Trx,
  quantity: number,
  at: Date,
  validityDays: number,
  origin: CodeOrigin,
): Promise<CodeViewRow[]> {
  const rows = Array.from({ length: quantity }, () => ({
    ...origin,
    code: newPinCode(),
    created_at: at,
    expires_at: expiryOf(at, validityDays),
  }));
  const inserted = await insertCodes(trx, rows);
  return findCodeViews(
    trx,
    inserted.map((r) => r.id),
  );
}
