import {
  type CheckReferralQuery,
  type CheckReferralResult,
  type ContactUsInput,
  type Country,
  type Lookup,
  type OtpPurpose,
  type SendOtpInput,
  type SendOtpResult,
  LOOKUP_BUSINESS_TZ,
  LOOKUP_CHAIN_ID,
  LOOKUP_WALLETCONNECT_PROJECT_ID,
  OTP_RESEND_SECONDS,
  settingDefinitions,
  settingKeys,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { OTP_VALID_MINUTES, checkOtp, issueOtp, withdrawOtp } from '../../lib/otp';
import { contactAckMail } from '../../mail/contact-ack-mail';
import { otpMail } from '../../mail/otp-mail';
import { sendInBackground } from '../../lib/send-in-background';
import { signupAttemptMail } from '../../mail/signup-attempt-mail';
import { findMemberByEmail, resolveReferral } from '../auth/auth.service';
import { type RequestContext, pickLanguage } from '../../lib/request-context';
import { findCountries, insertContactMessage } from './global.repository';

/**
 * The settings anyone may read (SITE_ON for the maintenance modal, fees for the forms), plus the
 * business time zone, so the app's "today" (reports, first profit day) is the server's business day,
 * and the WalletConnect project id when one is configured (one web build serves with or without it).
 */
export async function getLookup(deps: Deps): Promise<Lookup> {
  const values = await deps.settings.all();
  const publicSettings = settingKeys.filter((k) => settingDefinitions[k].isPublic).map((k) => [k, values[k]]);
  const { walletConnectProjectId } = deps.config;
  return {
    ...Object.fromEntries(publicSettings),
    [LOOKUP_BUSINESS_TZ]: deps.config.businessTz,
    ...(walletConnectProjectId ? { [LOOKUP_WALLETCONNECT_PROJECT_ID]: walletConnectProjectId } : {}),
    // Which explorer a paid withdrawal's tx hash links to (BscScan or its testnet).
    ...(deps.config.chain.chainId ? { [LOOKUP_CHAIN_ID]: String(deps.config.chain.chainId) } : {}),
  };
}

/** English alphabetical order the way people read it (Åland under A), the same on every database collation. */
const countryNameOrder = new Intl.Collator('en', { sensitivity: 'base' });

export async function getCountries(deps: Deps): Promise<Country[]> {
  const countries = await findCountries(deps.db);
  return countries.sort((a, b) => countryNameOrder.compare(a.name_en, b.name_en) || a.id - b.id);
}

/**
 * Mails a sign-up or password-reset code, answering the same whether the email has an account or
 * not, so neither the answer, the resend timer nor the reply time tells whether an account exists.
 * Sign-up with a registered email stores a code nobody receives and mails the owner a notice
 * instead (in their language, the same one awaited send as the code), so only the owner learns of
 * it; sign-up cannot follow, as no code for it is known (OTP_NOT_VERIFIED; EMAIL_EXITS stays behind). A
 * reset for an unknown email also stores a code nobody receives; that mail is sent in the background.
 */
export async function sendPublicOtp(deps: Deps, input: SendOtpInput, ctx: RequestContext): Promise<SendOtpResult> {
  const { db, config } = deps;
  const now = deps.clock.now();
  const purpose: OtpPurpose = input.purpose ?? 'signup';
  const owner = { email: input.email };

  if (purpose === 'signup') {
    const registered = await findMemberByEmail(db, input.email);
    const { id, code } = await issueOtp(db, now, purpose, owner);
    const mail = registered
      ? signupAttemptMail({
          to: input.email,
          language: pickLanguage(registered.language, null),
          productName: config.productName,
        })
      : otpMail({
          to: input.email,
          language: pickLanguage(input.lang, ctx.acceptLanguage),
          purpose,
          code,
          productName: config.productName,
          validMinutes: OTP_VALID_MINUTES,
        });
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      // A mail that did not go out must not hold the resend timer.
      await withdrawOtp(db, id);
      throw error;
    }
    return { resend_after_seconds: OTP_RESEND_SECONDS };
  }

  const member = await findMemberByEmail(db, input.email);
  const { code } = await issueOtp(db, now, purpose, owner);
  if (member) {
    const language = input.lang ? pickLanguage(input.lang, null) : pickLanguage(member.language, null);
    sendInBackground(
      deps.mailer,
      otpMail({
        to: input.email,
        language,
        purpose,
        code,
        productName: config.productName,
        validMinutes: OTP_VALID_MINUTES,
      }),
      ctx.log,
    );
  }
  return { resend_after_seconds: OTP_RESEND_SECONDS };
}

/** check-otp: marks the newest code verified, or INCORRECT_OTP (wrong, expired, burned, none). */
export async function checkPublicOtp(
  deps: Deps,
  input: { email: string; otp: string; purpose?: OtpPurpose },
): Promise<void> {
  const isValid = await checkOtp(
    deps.db,
    deps.clock.now(),
    input.purpose ?? 'signup',
    { email: input.email },
    input.otp,
  );
  if (!isValid) throw new AppError('INCORRECT_OTP');
}

/**
 * The sign-up page's referral check (D15): sign-up's own rules (resolveReferral), answered before the
 * e-mail code step, so an unknown or frozen sponsor is said at once.
 */
export async function checkReferral(deps: Deps, query: CheckReferralQuery): Promise<CheckReferralResult> {
  const { sponsorUsername } = await resolveReferral(deps.db, query.ref_id, query.jid || null);
  return { sponsor: sponsorUsername };
}

/** Stores the message for staff and sends the sender a short acknowledgement in their language. */
export async function submitContactMessage(deps: Deps, input: ContactUsInput, ctx: RequestContext): Promise<void> {
  const language = pickLanguage(input.lang, ctx.acceptLanguage);
  await insertContactMessage(deps.db, {
    fullname: input.fullname,
    email: input.email,
    topic: input.topic,
    message: input.message,
    language,
    ip: ctx.ip,
    createdAt: deps.clock.now(),
  });
  sendInBackground(
    deps.mailer,
    contactAckMail({ to: input.email, language, productName: deps.config.productName }),
    ctx.log,
  );
}
