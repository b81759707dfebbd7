import {
  checkOtpQuery,
  contactUsInput,
  countrySchema,
  lookupSchema,
  paths,
  sendOtpInput,
  sendOtpResultSchema,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { requestContext } from '../../lib/request-context';
import { errorResponses } from '../../lib/route-docs';
import { checkPublicOtp, getCountries, getLookup, sendPublicOtp, submitContactMessage } from './global.service';

/** Per-IP limits: mails cost money and reputation, and codes must not be guessed across many emails. */
const perIpLimits = {
  sendOtp: { max: 10, timeWindow: '1 minute' },
  checkOtp: { max: 30, timeWindow: '1 minute' },
  contactUs: { max: 5, timeWindow: '10 minutes' },
};

export const globalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.global.lookup,
    {
      schema: {
        tags: ['global'],
        summary: 'Public settings as {KEY: value} (SITE_ON, fees, limits)',
        response: { 200: envelopeOf(lookupSchema) },
      },
    },
    async () => ok(await getLookup(app.deps)),
  );

  app.get(
    paths.global.countryList,
    {
      schema: {
        tags: ['global'],
        summary: 'Countries for the sign-up and profile forms, by English name',
        response: { 200: envelopeOf(z.array(countrySchema)) },
      },
    },
    async () => ok(await getCountries(app.deps)),
  );

  app.post(
    paths.global.sentOtp,
    {
      config: { rateLimit: perIpLimits.sendOtp },
      schema: {
        tags: ['global'],
        summary: 'Email a six-digit code for sign-up (default) or password reset',
        description:
          'Valid 10 minutes; another code for the same email and purpose after 60 s (else OTP_TOO_SOON with data.retry_after_seconds). Answers the same whether the email has an account or not: sign-up with a registered email sends no code but mails the owner a notice (so sign-up cannot follow: OTP_NOT_VERIFIED); a reset for an unknown email sends nothing.',
        body: sendOtpInput,
        response: {
          200: envelopeOf(sendOtpResultSchema),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => ok(await sendPublicOtp(app.deps, request.body, requestContext(request)), 'otp_sent'),
  );

  app.get(
    paths.global.checkOtp,
    {
      config: { rateLimit: perIpLimits.checkOtp },
      schema: {
        tags: ['global'],
        summary: 'Check an emailed code and mark it verified (message OTP_OK)',
        description: 'Wrong, expired or burned (5 wrong tries): INCORRECT_OTP. purpose defaults to signup.',
        querystring: checkOtpQuery,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      await checkPublicOtp(app.deps, request.query);
      return ok(null, 'OTP_OK');
    },
  );

  app.post(
    paths.global.contactUs,
    {
      config: { rateLimit: perIpLimits.contactUs },
      schema: {
        tags: ['global'],
        summary: 'Send a message to the support team (message contact_received)',
        body: contactUsInput,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await submitContactMessage(app.deps, request.body, requestContext(request));
      return ok(null, 'contact_received');
    },
  );
};
