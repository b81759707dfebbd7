import {
  adminPaths,
  staffLoginInput,
  staffLoginResultSchema,
  staffMeSchema,
  totpCodeInput,
  totpSetupSchema,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { staffErrors, staffSecurity } from '../../lib/route-docs';
import { perMinute } from '../../lib/route-limits';
import { auditActorOf, requireStaff, staffOf } from '../../plugins/staff-auth';
import {
  confirmTotpSetup,
  describeStaff,
  getTotpSetup,
  loginStaff,
  logoutStaff,
  verifyTotp,
} from './admin-auth.service';

/** Sign-in attempts per IP per minute, on top of the per-account lock-out. */
const SIGN_IN_PER_IP_PER_MINUTE = 10;

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const signInLimit = {
    rateLimit: perMinute(Math.min(SIGN_IN_PER_IP_PER_MINUTE, app.deps.config.rateLimitMax)),
  };
  const tags = ['admin: auth'];

  app.post(
    adminPaths.login,
    {
      config: signInLimit,
      schema: {
        tags,
        summary: 'Staff password step; answers a session that must still pass TOTP (set it up on first sign-in)',
        body: staffLoginInput,
        response: { 200: envelopeOf(staffLoginResultSchema), ...staffErrors },
      },
    },
    async (request) => ok(await loginStaff(app.deps, request.body, auditActorOf(request))),
  );

  app.get(
    adminPaths.totpSetup,
    {
      onRequest: requireStaff({ stages: ['totp_setup'] }),
      schema: {
        tags,
        summary: 'First sign-in: the TOTP secret and otpauth:// URI to show as a QR code',
        security: staffSecurity,
        response: { 200: envelopeOf(totpSetupSchema), ...staffErrors },
      },
    },
    async (request) => ok(await getTotpSetup(app.deps, staffOf(request))),
  );

  // The two TOTP steps: confirming a new authenticator at first sign-in, and every later sign-in's code.
  for (const [url, stage, summary, check] of [
    [
      adminPaths.totpSetup,
      'totp_setup',
      'First sign-in: confirm the authenticator with a code; the session becomes full',
      confirmTotpSetup,
    ],
    [adminPaths.totp, 'totp', 'TOTP step; the session becomes full. A code is accepted once.', verifyTotp],
  ] as const) {
    app.post(
      url,
      {
        config: signInLimit,
        onRequest: requireStaff({ stages: [stage] }),
        schema: {
          tags,
          summary,
          security: staffSecurity,
          body: totpCodeInput,
          response: { 200: envelopeOf(staffMeSchema), ...staffErrors },
        },
      },
      async (request) => ok(await check(app.deps, staffOf(request), request.body.code, auditActorOf(request))),
    );
  }

  app.post(
    adminPaths.logout,
    {
      onRequest: requireStaff({ stages: ['totp_setup', 'totp', 'full'] }),
      schema: {
        tags,
        summary: 'End this staff session',
        security: staffSecurity,
        response: { 200: envelopeOf(z.null()), ...staffErrors },
      },
    },
    async (request) => {
      await logoutStaff(app.deps, staffOf(request), auditActorOf(request));
      return ok(null);
    },
  );

  app.get(
    adminPaths.me,
    {
      onRequest: requireStaff({ stages: ['totp_setup', 'totp', 'full'] }),
      schema: {
        tags,
        summary: 'The signed-in staff member, their role, permissions and session stage',
        security: staffSecurity,
        response: { 200: envelopeOf(staffMeSchema), ...staffErrors },
      },
    },
    async (request) => ok(describeStaff(staffOf(request))),
  );
};
