import {
  notificationItemSchema,
  notificationPaths,
  notificationReadInput,
  page,
  unreadCountSchema,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok, pageQuery } from '../../lib/envelope';
import { errorResponses, memberRouteErrors, memberSecurity } from '../../lib/route-docs';
import { currentMember } from '../../plugins/member-auth';
import { countUnreadNotifications, listNotifications, readNotifications } from './notifications.service';

/** The member's notifications: decisions about them, ticket replies and announcements in their language. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.get(
    notificationPaths.list,
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'The member’s notifications and announcements, newest first',
        security: memberSecurity,
        querystring: pageQuery,
        response: { 200: envelopeOf(page(notificationItemSchema)), ...errorResponses(...memberRouteErrors) },
      },
    },
    async (request) => ok(await listNotifications(app.deps, currentMember(request), request.query.page)),
  );

  app.get(
    notificationPaths.unreadCount,
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'How many of the member’s notifications and announcements are unread',
        security: memberSecurity,
        response: { 200: envelopeOf(unreadCountSchema), ...errorResponses(...memberRouteErrors) },
      },
    },
    async (request) => ok(await countUnreadNotifications(app.deps, currentMember(request))),
  );

  app.post(
    notificationPaths.read,
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Mark one notification read ({id}) or all of them ({all: true}); answers the unread count',
        security: memberSecurity,
        body: notificationReadInput,
        response: { 200: envelopeOf(unreadCountSchema), ...errorResponses(...memberRouteErrors, 404) },
      },
    },
    async (request) => ok(await readNotifications(app.deps, currentMember(request), request.body)),
  );
};
