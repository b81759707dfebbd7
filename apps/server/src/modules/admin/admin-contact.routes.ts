import {
  adminContactMessageSchema,
  adminPaths,
  contactHandledSchema,
  contactMessageListQuery,
  page,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { staffErrors, staffSecurity } from '../../lib/route-docs';
import { idParam } from '../../lib/route-params';
import { auditActorOf, requireStaff } from '../../plugins/staff-auth';
import { findContactMessagesPage, markHandled } from './admin-contact.service';

export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: contact messages'];

  app.get(
    adminPaths.contactMessages,
    {
      onRequest: requireStaff({ permission: 'contact.read' }),
      schema: {
        tags,
        summary: 'Contact-us messages, newest first; handled=true|false filters',
        security: staffSecurity,
        querystring: contactMessageListQuery,
        response: { 200: envelopeOf(page(adminContactMessageSchema)), ...staffErrors },
      },
    },
    async (request) => ok(await findContactMessagesPage(app.deps, request.query.handled, request.query.page)),
  );

  app.post(
    adminPaths.contactMessageHandled.route,
    {
      onRequest: requireStaff({ permission: 'contact.handle' }),
      schema: {
        tags,
        summary: 'Mark a contact-us message handled (audited)',
        security: staffSecurity,
        params: idParam,
        response: { 200: envelopeOf(contactHandledSchema), ...staffErrors },
      },
    },
    async (request) => ok(await markHandled(app.deps, BigInt(request.params.id), auditActorOf(request))),
  );
};
