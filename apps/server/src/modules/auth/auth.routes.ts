import { loginInput, loginResultSchema, paths, resetPasswordInput, signupInput } from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { errorResponses, memberSecurity } from '../../lib/route-docs';
import { currentMember } from '../../plugins/member-auth';
import { login, logout, resetPassword, signup } from './auth.service';
import { requestContext } from '../../lib/request-context';

/**
 * Per-IP limits on the calls that guess at secrets, on top of the global limit and the per-account
 * lock-out: they slow down someone trying many accounts from one address.
 */
const perIpLimits = {
  login: { max: 20, timeWindow: '1 minute' },
  signup: { max: 10, timeWindow: '1 minute' },
  resetPassword: { max: 10, timeWindow: '1 minute' },
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    paths.auth.login,
    {
      config: { rateLimit: perIpLimits.login },
      schema: {
        tags: ['auth'],
        summary: 'Log in with username or email and password',
        description:
          'Unknown login or wrong password: LOGIN_FAIL. Frozen: userFreezed. Five failures in a row lock the account for 15 minutes (ACCOUNT_LOCKED, data.retry_after_seconds).',
        body: loginInput,
        response: { 200: envelopeOf(loginResultSchema), ...errorResponses(400, 403, 422, 429, 503) },
      },
    },
    async (request) => ok(await login(app.deps, request.body, requestContext(request))),
  );

  app.post(
    paths.auth.signup,
    {
      config: { rateLimit: perIpLimits.signup },
      schema: {
        tags: ['auth'],
        summary: 'Create a member account (after check-otp verified the email) and log in',
        description:
          'Needs a sign-up code verified by check-otp within 30 minutes (else OTP_NOT_VERIFIED); the code is spent. ref_id is the sponsor username, jid the placement parent (default the sponsor).',
        body: signupInput,
        response: { 200: envelopeOf(loginResultSchema), ...errorResponses(400, 409, 422, 429, 503) },
      },
    },
    async (request) => ok(await signup(app.deps, request.body, requestContext(request)), 'register_success'),
  );

  app.post(
    paths.auth.resetPassword,
    {
      config: { rateLimit: perIpLimits.resetPassword },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed reset code',
        description:
          'The reset_password code from sent-otp (or one check-otp verified within 30 minutes). Ends every session and lifts a lock-out. Wrong, expired or unknown: INCORRECT_OTP.',
        body: resetPasswordInput,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 422, 429, 503) },
      },
    },
    async (request) => {
      await resetPassword(app.deps, request.body);
      return ok(null);
    },
  );

  app.post(
    paths.auth.logout,
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        security: memberSecurity,
        response: { 200: envelopeOf(z.null()), ...errorResponses(401, 429, 503) },
      },
    },
    async (request) => {
      await logout(app.deps, currentMember(request).sessionId);
      return ok(null);
    },
  );
};
