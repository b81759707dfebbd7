import { z } from 'zod';
import { languages } from './languages';
import { confirmed, currentPasswordField, newPasswordFields, otpField, usernameField } from './fields';

export const changePasswordInput = confirmed(
  z.object({ current_password: currentPasswordField, ...newPasswordFields }),
);

/** set-secpassword takes the same fields as reset-secpassword (the spec shows only the latter). */
export const setSecPasswordInput = confirmed(z.object(newPasswordFields));

export const changeSecPasswordInput = confirmed(
  z.object({ current_sec_password: currentPasswordField, ...newPasswordFields }),
);

/**
 * reset-secpassword needs the member's reset_secpassword code: either `otp` here, or a code that
 * checkUserOTP verified in the last 10 minutes.
 */
export const resetSecPasswordInput = confirmed(z.object({ ...newPasswordFields, otp: otpField.optional() }));

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
