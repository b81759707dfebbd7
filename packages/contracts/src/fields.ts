import { z } from 'zod';

/** Shared field rules (decisions.md "Accounts and sign-up"); messages are field error keys. */
const chinesePattern = /[\u3400-\u9fff\uf900-\ufaff\u{20000}-\u{2fa1f}]/u;
export const hasChinese = (value: string) => chinesePattern.test(value);
/** What the sign-up form does as the member types: drop Chinese characters. */
export const stripChinese = (value: string) => value.replace(new RegExp(chinesePattern.source, 'gu'), '');

export const USERNAME_MIN = 5;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const OTP_LENGTH = 6;
export const DEFAULT_COUNTRY_ID = 194;
export const OTP_RESEND_SECONDS = 60;

/**
 * Every typed text field starts here: trimmed, and empty (or missing) is the field error `required`.
 * Zod schemas are immutable, so each field below builds on it without changing it.
 */
export const requiredString = z.string({ error: 'required' }).trim().min(1, 'required');
/** A required text of at most `max` characters (after trimming); longer is `tooLong`. */
export const requiredText = (max: number) => requiredString.max(max, 'tooLong');

export const usernameField = requiredString
  .refine((v) => !hasChinese(v), 'NO_CHINESE')
  .refine((v) => v.length >= USERNAME_MIN, 'tooShort')
  .refine((v) => v.length <= USERNAME_MAX, 'tooLong')
  .refine((v) => /^[A-Za-z0-9]+$/.test(v), 'invalidUsername');

export const passwordField = z
  .string({ error: 'required' })
  .min(1, 'required')
  .refine((v) => v.length >= PASSWORD_MIN && /\d/.test(v), 'weakPassword')
  .refine((v) => v.length <= PASSWORD_MAX, 'tooLong');

/** A password typed to prove who you are (login, current password): only presence and a sane bound. */
export const currentPasswordField = z.string({ error: 'required' }).min(1, 'required').max(PASSWORD_MAX, 'tooLong');

export const emailField = requiredText(254)
  .pipe(z.email({ error: 'invalidEmail' }))
  .transform((v) => v.toLowerCase());

/** A six-digit one-time code: mailed (sign-up, resets) or from the staff's authenticator app (TOTP). */
export const otpField = requiredString.regex(/^\d{6}$/, 'digitsOnly');

export const countryIdField = z.coerce.number({ error: 'invalid' }).int('invalid').positive('invalid');

/** Longest reason a staff member may give for an action; reasons go into the audit log. */
export const REASON_MAX = 500;
/** A staff member's reason for an action (reject, freeze, adjust): required, at most REASON_MAX. */
export const reasonField = requiredText(REASON_MAX);
/** The body of a staff action that only says why: freeze a member, reject a deposit, a surrender or an adjustment. */
export const reasonInput = z.object({ reason: reasonField });
export type ReasonInput = z.infer<typeof reasonInput>;

/**
 * A new password and its confirmation (sign-up, changes, resets); wrap the object in `confirmed` so a
 * mismatch is `passwordNotMatch` on the confirmation.
 */
export const newPasswordFields = {
  password: passwordField,
  password_confirmation: z.string({ error: 'required' }),
};

export const confirmed = <S extends z.ZodType<{ password: string; password_confirmation: string }>>(schema: S) =>
  schema.refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'passwordNotMatch',
  });

/**
 * A whole number in a JSON body, typed as a number or as digits (forms keep what was typed). Not
 * `z.coerce`: that would take `true` as 1 and `" 5"` as 5, which the published schema refuses.
 */
export const wholeNumberField = (min: number, max: number) => {
  const bounded = z.number({ error: 'invalid' }).int('mustBeInteger').min(min, 'invalid').max(max, 'invalid');
  return z.union(
    [
      bounded,
      z
        .string()
        .regex(/^\d{1,15}$/, 'invalid')
        .transform(Number)
        .pipe(bounded),
    ],
    {
      error: 'invalid',
    },
  );
};
