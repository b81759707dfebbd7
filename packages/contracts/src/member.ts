import { z } from 'zod';
import { languages } from './languages';
import { currentPasswordField, otpField, passwordField, usernameField } from './fields';

const confirmed = <T extends { password: string; password_confirmation: string }>(schema: z.ZodType<T>) =>
  schema.refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'passwordNotMatch',
  });

export const changePasswordInput = confirmed(
  z.object({
    current_password: currentPasswordField,
    password: passwordField,
    password_confirmation: z.string({ error: 'required' }),
  }),
);

/** set-secpassword takes the same fields as reset-secpassword (the spec shows only the latter). */
export const setSecPasswordInput = confirmed(
  z.object({ password: passwordField, password_confirmation: z.string({ error: 'required' }) }),
);

export const changeSecPasswordInput = confirmed(
  z.object({
    current_sec_password: currentPasswordField,
    password: passwordField,
    password_confirmation: z.string({ error: 'required' }),
  }),
);

/**
 * reset-secpassword needs the member's reset_secpassword code: either `otp` here, or a code that
 * checkUserOTP verified in the last 10 minutes.
 */
export const resetSecPasswordInput = confirmed(
  z.object({
    password: passwordField,
    password_confirmation: z.string({ error: 'required' }),
    otp: otpField.optional(),
  }),
);

export const otpTypes = ['reset_secpassword', 'change_email', 'security'] as const;
export const requestUserOtpInput = z.object({ otp_type: z.enum(otpTypes, { error: 'invalid' }) });
export const checkUserOtpInput = z.object({
  otp: otpField,
  otp_type: z.enum(otpTypes, { error: 'invalid' }).default('reset_secpassword'),
});

export const bindUsernameInput = z.object({ username: usernameField });

export const updateMemberInfoInput = z
  .object({
    fullname: z.string().trim().min(1, 'required').max(100, 'tooLong'),
    nickname: z.string().trim().max(50, 'tooLong'),
    mobile: z
      .string()
      .trim()
      .regex(/^\d{5,20}$/, 'digitsOnly'),
    country_id: z.coerce.number().int('invalid').positive('invalid'),
    language: z.enum(languages),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'required' });
export type UpdateMemberInfoInput = z.infer<typeof updateMemberInfoInput>;
