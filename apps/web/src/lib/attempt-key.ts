import { newIdempotencyKey } from './api-client';

/**
 * One Idempotency-Key per confirmed attempt of a money action (transfer, withdrawal, stake, ...).
 * Sending the same action again (after a timeout or a refused call) reuses the key, so the server
 * can never act on one attempt twice; any other body, or a success, starts a new attempt.
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
