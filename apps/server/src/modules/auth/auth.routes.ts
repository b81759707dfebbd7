import { loginInput, loginResultSchema, paths, resetPasswordInput, signupInput } from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { errorResponses, memberSecurity, publicDocs } from '../../lib/route-docs';
import { perMinute } from '../../lib/route-limits';
import { currentMember } from '../../plugins/member-auth';
import { publicCall } from '../../plugins/public-route';
import { login, logout, resetPassword, signup } from './auth.service';

/**
 * Per-IP limits on the calls that guess at secrets, on top of the global limit and the per-account
 * lock-out: they slow down someone trying many accounts from one address.
 */
const perIpLimits = {
  login: perMinute(20),
  signup: perMinute(10),
  resetPassword: perMinute(10),
};

const docs = publicDocs('auth');

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  publicCall(app, {
    method: 'POST',
    url: paths.auth.login,
    rateLimit: perIpLimits.login,
    docs: docs(
      'Log in with username or email and password',
      'Unknown login or wrong password: LOGIN_FAIL. Frozen: userFreezed. Five failures in a row lock the account for 15 minutes (ACCOUNT_LOCKED, data.retry_after_seconds).',
    ),
    input: loginInput,
    response: loginResultSchema,
    errors: [400, 403, 422, 429, 503],
    run: (body, context) => login(app.deps, body, context),
  });

  publicCall(app, {
    method: 'POST',
    url: paths.auth.signup,
    rateLimit: perIpLimits.signup,
    docs: docs(
      'Create a member account (after check-otp verified the email) and log in',
      'Needs a sign-up code verified by check-otp within 30 minutes (else OTP_NOT_VERIFIED); the code is spent. ref_id is the sponsor username, jid the placement parent (default the sponsor).',
    ),
    input: signupInput,
    response: loginResultSchema,
    errors: [400, 409, 422, 429, 503],
    message: 'register_success',
    run: (body, context) => signup(app.deps, body, context),
  });

  publicCall(app, {
    method: 'POST',
    url: paths.auth.resetPassword,
    rateLimit: perIpLimits.resetPassword,
    docs: docs(
      'Set a new password with the emailed reset code',
      'The reset_password code from sent-otp (or one check-otp verified within 30 minutes). Ends every session and lifts a lock-out. Wrong, expired or unknown: INCORRECT_OTP.',
    ),
    input: resetPasswordInput,
    errors: [400, 422, 429, 503],
    run: (body) => resetPassword(app.deps, body),
  });

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
