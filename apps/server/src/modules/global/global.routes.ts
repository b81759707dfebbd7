import {
  checkOtpQuery,
  checkReferralQuery,
  checkReferralResultSchema,
  contactUsInput,
  countrySchema,
  lookupSchema,
  paths,
  sendOtpInput,
  sendOtpResultSchema,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicDocs } from '../../lib/route-docs';
import { MAIL_SEND_LIMIT, SECRET_CHECK_LIMIT } from '../../lib/route-limits';
import { publicCall } from '../../plugins/public-route';
import {
  checkPublicOtp,
  checkReferral,
  getCountries,
  getLookup,
  sendPublicOtp,
  submitContactMessage,
} from './global.service';

/** Contact-us mails the support desk: a few per address, over a longer window than the other limits. */
const contactUsLimit = { max: 5, timeWindow: '10 minutes' };

const docs = publicDocs('global');

export const globalRoutes: FastifyPluginAsyncZod = async (app) => {
  publicCall(app, {
    method: 'GET',
    url: paths.global.lookup,
    docs: docs('Public settings as {KEY: value} (SITE_ON, fees, limits)'),
    response: lookupSchema,
    errors: [],
    run: () => getLookup(app.deps),
  });

  publicCall(app, {
    method: 'GET',
    url: paths.global.countryList,
    docs: docs('Countries for the sign-up and profile forms, by English name'),
    response: z.array(countrySchema),
    errors: [],
    run: () => getCountries(app.deps),
  });

  publicCall(app, {
    method: 'POST',
    url: paths.global.sentOtp,
    rateLimit: MAIL_SEND_LIMIT,
    docs: docs(
      'Email a six-digit code for sign-up (default) or password reset',
      'Valid 10 minutes; another code for the same email and purpose after 60 s (else OTP_TOO_SOON with data.retry_after_seconds). Answers the same whether the email has an account or not: sign-up with a registered email sends no code but mails the owner a notice (so sign-up cannot follow: OTP_NOT_VERIFIED); a reset for an unknown email sends nothing.',
    ),
    input: sendOtpInput,
    response: sendOtpResultSchema,
    errors: [400, 429],
    message: 'otp_sent',
    run: (body, context) => sendPublicOtp(app.deps, body, context),
  });

  publicCall(app, {
    method: 'GET',
    url: paths.global.checkOtp,
    rateLimit: SECRET_CHECK_LIMIT,
    docs: docs(
      'Check an emailed code and mark it verified (message OTP_OK)',
      'Wrong, expired or burned (5 wrong tries): INCORRECT_OTP. purpose defaults to signup.',
    ),
    input: checkOtpQuery,
    errors: [400, 422, 429],
    message: 'OTP_OK',
    run: (query) => checkPublicOtp(app.deps, query),
  });

  publicCall(app, {
    method: 'GET',
    url: paths.global.checkReferral,
    rateLimit: SECRET_CHECK_LIMIT,
    docs: docs(
      "Check the sign-up page's referral fields before the code step",
      'ref_id must be an active member (else INCORRECT_SPONSOR); jid, when given, the sponsor or someone in its tree (else Incorrect_Referral_Code): the rules sign-up applies.',
    ),
    input: checkReferralQuery,
    response: checkReferralResultSchema,
    errors: [400, 422, 429],
    run: (query) => checkReferral(app.deps, query),
  });

  publicCall(app, {
    method: 'POST',
    url: paths.global.contactUs,
    rateLimit: contactUsLimit,
    docs: docs('Send a message to the support team (message contact_received)'),
    input: contactUsInput,
    errors: [400, 429],
    message: 'contact_received',
    run: (body, context) => submitContactMessage(app.deps, body, context),
  });
};
