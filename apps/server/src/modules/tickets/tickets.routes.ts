import multipart from '@fastify/multipart';
import {
  TICKET_FILE_MAX_BYTES,
  TICKET_MAX_FILES,
  createTicketInput,
  page,
  paths,
  replyTicketInput,
  ticketPaths,
  ticketSummarySchema,
  ticketThreadSchema,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, errorEnvelope, ok, pageQuery } from '../../lib/envelope';
import { sendPrivateImage } from '../../lib/private-image';
import { uploadLimits } from '../../lib/uploads';
import { memberDocs, memberErrors } from '../../lib/route-docs';
import { idParam } from '../../lib/route-params';
import { perMinute } from '../../lib/route-limits';
import { currentMember } from '../../plugins/member-auth';
import { memberRead } from '../../plugins/member-route';
import { parseFields, readForm } from './ticket-form';
import {
  createTicket,
  hasUnreadTicket,
  listMemberTickets,
  readAttachment,
  readMemberTicket,
  replyAsMember,
} from './tickets.service';

const docs = memberDocs('ticket');
const formLimits = { maxFiles: TICKET_MAX_FILES, maxFileBytes: TICKET_FILE_MAX_BYTES };
/** Each call may carry 30 MB of images: far fewer per minute than the global limit allows. */
const uploadRateLimit = perMinute(20);

const formDescription =
  'multipart/form-data with text fields and up to 3 image files (any field name; JPG/PNG by content, ≤ 10 MB each), ' +
  'or application/json without images. FILE_TYPE_NOT_ALLOWED (415), FILE_TOO_LARGE (413), TOO_MANY_FILES (413), ' +
  'IMAGE_UNREADABLE (422). Images are re-encoded without metadata before they are stored.';

/** The member's support tickets; every route needs a member session. */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, uploadLimits({ maxFileBytes: TICKET_FILE_MAX_BYTES, maxFiles: TICKET_MAX_FILES }));
  app.addHook('onRequest', app.requireMember);

  app.post(
    paths.ticket.create,
    {
      config: { rateLimit: uploadRateLimit },
      schema: {
        ...docs(
          'Open a ticket: title, category, content, optional ref_type + ref_id (the member’s own record, else NOT_FOUND), optional images',
          formDescription,
        ),
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: envelopeOf(ticketSummarySchema), ...memberErrors(404, 413, 415, 422) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const form = await readForm(request, formLimits);
      const input = parseFields(createTicketInput, form.fields);
      return ok(await createTicket(app.deps, member.id, input, form.images));
    },
  );

  memberRead(app, {
    url: paths.ticket.list,
    docs: docs('The member’s tickets, newest first; user_read is false while a staff reply is unseen'),
    query: pageQuery,
    response: page(ticketSummarySchema),
    run: (member, query) => listMemberTickets(app.deps, member.id, query.page),
  });

  memberRead(app, {
    url: paths.ticket.read,
    docs: docs('One ticket with its replies; marks it read for the member'),
    query: idParam,
    response: ticketThreadSchema,
    errors: [404],
    run: (member, query) => readMemberTicket(app.deps, member.id, BigInt(query.id)),
  });

  app.post(
    ticketPaths.reply,
    {
      config: { rateLimit: uploadRateLimit },
      schema: {
        ...docs('Reply to one of the member’s tickets (id, content, optional images)', formDescription),
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: envelopeOf(ticketThreadSchema), ...memberErrors(404, 409, 413, 415, 422) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const form = await readForm(request, formLimits);
      const input = parseFields(replyTicketInput, form.fields);
      return ok(await replyAsMember(app.deps, member.id, BigInt(input.id), input.content, form.images));
    },
  );

  memberRead(app, {
    url: ticketPaths.latestUnread,
    docs: docs('Whether the member’s latest ticket has an unread staff reply (header icon)'),
    response: z.object({ has_unread: z.boolean() }),
    run: async (member) => ({ has_unread: await hasUnreadTicket(app.deps, member.id) }),
  });

  app.get(
    ticketPaths.attachment.route,
    {
      schema: {
        ...docs('An attachment of one of the member’s own tickets (image bytes)'),
        params: idParam,
        response: { 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const file = await readAttachment(app.deps, BigInt(request.params.id), { memberId: currentMember(request).id });
      return sendPrivateImage(reply, file, { sandboxed: true });
    },
  );
};
