import { z } from 'zod';
import { languages } from './languages';
import {
  DEFAULT_COUNTRY_ID,
  confirmed,
  countryIdField,
  currentPasswordField,
  emailField,
  newPasswordFields,
  otpField,
  passwordField,
  requiredText,
  usernameField,
} from './fields';

const languageField = z.enum(languages).optional();

/** What a public one-time code is for (members' own codes use member.ts otpTypes). */
export const otpPurposes = ['signup', 'reset_password'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

export const sendOtpInput = z.object({
  email: emailField,
  lang: z.string().max(10).optional(),
  country_id: countryIdField.optional(),
  /** What the code is for; the spec's form sends none, which means sign-up. */
  purpose: z.enum(otpPurposes).optional(),
});
export type SendOtpInput = z.infer<typeof sendOtpInput>;

/** check-otp: `purpose` defaults to sign-up, as the spec's form sends none. */
export const checkOtpQuery = z.object({
  email: emailField,
  otp: otpField,
  purpose: z.enum(otpPurposes).optional(),
});

export const signupInput = confirmed(
  z.object({
    username: usernameField,
    email: emailField,
    country_id: countryIdField.default(DEFAULT_COUNTRY_ID),
    ...newPasswordFields,
    ref_id: requiredText(64),
    jid: z.string().trim().max(64, 'tooLong').optional().nullable(),
    lang: languageField,
  }),
);
export type SignupInput = z.infer<typeof signupInput>;

export const loginInput = z.object({
  username: requiredText(254),
  password: currentPasswordField,
});
export type LoginInput = z.infer<typeof loginInput>;

export const resetPasswordInput = z
  .object({
    email: emailField,
    otp: otpField,
    password: passwordField,
    password_confirmation: z.string().optional(),
  })
  .refine((v) => v.password_confirmation === undefined || v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'passwordNotMatch',
  });

export const contactUsInput = z.object({
  fullname: requiredText(100),
  email: emailField,
  topic: requiredText(150),
  message: requiredText(5000),
  /** Language of the acknowledgement mail; the Accept-Language header is used when absent. */
  lang: z.string().max(10).optional(),
});
export type ContactUsInput = z.infer<typeof contactUsInput>;
