import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (staff TOTP secrets): AES-256-GCM under SECRETS_KEY, stored as
 * `v1:<iv>:<tag>:<ciphertext>` (base64url). A value without the prefix was stored before encryption
 * and reads as it is, until the boot step seals it.
 */
const PREFIX = 'v1:';

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

export function sealSecret(plain: string, key: Buffer | undefined): string {
  if (!key) return plain;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join(':');
}

export function openSecret(stored: string, key: Buffer | undefined): string {
  if (!isSealed(stored)) return stored;
  if (!key) throw new Error('A sealed secret needs SECRETS_KEY to be read');
  const [iv, tag, body] = stored
    .slice(PREFIX.length)
    .split(':')
    .map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}
