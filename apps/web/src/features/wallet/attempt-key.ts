import { newIdempotencyKey } from '@/lib/api-client';

/**
 * One Idempotency-Key per confirmed attempt. Sending the same receiver and amount again (after a
 * timeout or a refused call) reuses the key, so the server can never act on one attempt twice; any
 * other body, or a success, starts a new attempt with a new key.
 */
export function createAttemptKeys(newKey: () => string = newIdempotencyKey) {
  let current: { signature: string; key: string } | null = null;
  return {
    keyFor(signature: string): string {
      if (current?.signature !== signature) current = { signature, key: newKey() };
      return current.key;
    },
    /** The attempt went through: the next one is a new attempt. */
    complete() {
      current = null;
    },
  };
}
