import { adminPaths, adminSettingSchema, updateSettingInput } from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { staffErrors, staffSecurity } from '../../lib/route-docs';
import { auditActorOf, requireStaff } from '../../plugins/staff-auth';
import { findAdminSettings, updateAdminSetting } from './admin-settings.service';

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: settings'];

  app.get(
    adminPaths.settings,
    {
      onRequest: requireStaff({ permission: 'settings.read' }),
      schema: {
        tags,
        summary: 'Every setting with its current value, default and whether the public lookup serves it',
        security: staffSecurity,
        response: { 200: envelopeOf(z.array(adminSettingSchema)), ...staffErrors },
      },
    },
    async () => ok(await findAdminSettings(app.deps)),
  );

  app.post(
    adminPaths.settings,
    {
      onRequest: requireStaff({ permission: 'settings.write' }),
      schema: {
        tags,
        summary: "Change one setting; the value is checked against the setting's rule (audited)",
        security: staffSecurity,
        body: updateSettingInput,
        response: { 200: envelopeOf(z.array(adminSettingSchema)), ...staffErrors },
      },
    },
    async (request) => ok(await updateAdminSetting(app.deps, request.body, auditActorOf(request))),
  );
};
