import { authenticator } from 'otplib';

/** RFC 6238 defaults that every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
const STEP_SECONDS = 30;
/** One step either side, for phones whose clocks drift a little. */
const WINDOW_STEPS = 1;
/** 160-bit secrets, as RFC 4226 recommends. */
const SECRET_BYTES = 20;

export function newTotpSecret(): string {
  return authenticator.generateSecret(SECRET_BYTES);
}

export function totpUri(account: string, issuer: string, secret: string): string {
  return authenticator.keyuri(account, issuer, secret);
}

/**
 * The time step a code belongs to, or null when it matches none in the window. The step is what
 * makes replay detection possible: each step may be used once.
 */
export function matchTotpStep(code: string, secret: string, now: Date): number | null {
  const checker = authenticator.clone({ epoch: now.getTime(), step: STEP_SECONDS, window: WINDOW_STEPS });
  let delta: number | null;
  try {
    delta = checker.checkDelta(code, secret);
  } catch {
    return null;
  }
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / STEP_SECONDS) + delta;
}
