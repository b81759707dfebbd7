import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Session tokens are 256 random bits; only their SHA-256 is stored, so a database leak logs nobody in. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Hashed on every member and staff request: the one-shot `hash` skips building a Hash object (decision 033). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A six-digit one-time code, uniformly random. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
