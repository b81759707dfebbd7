import fs from 'node:fs';
import path from 'node:path';
import { paths } from '@tandem/contracts';
import type { TestApp } from '../../test/build-test-app';
import { PASSWORD, uniqueIdentity } from '../../test/factories';
import { call } from '../../test/http';

/** Mail and sign-up helpers for the global, auth and member tests (members and calls: test/). */

type Mail = { to: string; subject: string; text: string };

/**
 * Like readOutbox, but skips a file the mailer is still writing (background mails land while a
 * test reads), instead of failing on its half-written JSON.
 */
function readOutboxSettled(outboxDir: string): Mail[] {
  if (!fs.existsSync(outboxDir)) return [];
  const mails: Mail[] = [];
  for (const name of fs.readdirSync(outboxDir).sort()) {
    try {
      mails.push(JSON.parse(fs.readFileSync(path.join(outboxDir, name), 'utf8')) as Mail);
    } catch {
      // Half-written; the next read sees it whole.
    }
  }
  return mails;
}

export function mailsTo(t: TestApp, email: string): Mail[] {
  return readOutboxSettled(t.outboxDir).filter((m) => m.to.toLowerCase() === email.toLowerCase());
}

/** Waits for mails sent in the background (password reset, contact acknowledgement). */
export async function waitForMails(t: TestApp, email: string, count: number, timeoutMs = 3_000): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(t, email);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function codeIn(mail: Mail | undefined): string {
  const match = mail ? /(?<!\d)(\d{6})(?!\d)/.exec(mail.text) : null;
  if (!match) throw new Error(`no six-digit code in mail: ${mail?.text}`);
  return match[1]!;
}

/** The code in the newest mail to `email`. */
export function latestCode(t: TestApp, email: string): string {
  return codeIn(mailsTo(t, email).at(-1));
}

/** A code different from `code`, for wrong-code tests. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** sent-otp then check-otp for a sign-up email: afterwards the email may sign up. */
export async function verifySignupEmail(t: TestApp, email: string): Promise<void> {
  const sent = await call(t, 'POST', paths.global.sentOtp, { email, lang: 'en', country_id: 194 });
  if (sent.statusCode !== 200) throw new Error(`sent-otp failed: ${sent.body}`);
  const checked = await call(t, 'GET', paths.global.checkOtp, undefined, {
    query: { email, otp: latestCode(t, email) },
  });
  if (checked.statusCode !== 200) throw new Error(`check-otp failed: ${checked.body}`);
}

export function signupBody(overrides: Record<string, unknown> = {}) {
  const identity = uniqueIdentity('new');
  return {
    username: identity.username,
    email: identity.email,
    country_id: 194,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ref_id: 'root',
    jid: '',
    ...overrides,
  };
}
