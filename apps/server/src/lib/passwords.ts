import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's second recommended profile (19 MiB, 2 passes). */
const options = { algorithm: 2 /* Argon2id */ as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

export async function verifyPassword(hashed: string | null, plain: string): Promise<boolean> {
  if (!hashed) {
    // Spend the same time as a real check so a missing account is not told apart by timing.
    await hash(plain, options);
    return false;
  }
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
