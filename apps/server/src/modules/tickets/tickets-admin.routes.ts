import multipart from '@fastify/multipart';
import {
  TICKET_FILE_MAX_BYTES,
  TICKET_MAX_FILES,
  adminTicketSummarySchema,
  adminTicketThreadSchema,
  assignTicketInput,
  cannedReplyInput,
  cannedReplySchema,
  languages,
  page,
  staffReplyInput,
  ticketInboxFilters,
  ticketPaths,
  ticketStatusInput,
  ticketStatuses,
} from '@tandem/contracts';
import { z } from 'zod';
import { envelopeOf, errorEnvelope, ok, pageQuery } from '../../lib/envelope';
import { sendPrivateImage } from '../../lib/private-image';
import { staffErrors } from '../../lib/route-docs';
import { idParam } from '../../lib/route-params';
import { uploadLimits } from '../../lib/uploads';
import { perMinute } from '../../lib/route-limits';
import { auditActorOf, staffOf } from '../../plugins/staff-auth';
import { staffRoutes } from '../../plugins/staff-routes';
import {
  assignTicket,
  createCannedReply,
  editCannedReply,
  listCannedReplies,
  listInbox,
  readStaffTicket,
  removeCannedReply,
  replyAsStaff,
  setTicketStatus,
} from './tickets-admin.service';
import { readAttachment } from './tickets.service';
import { parseFields, readForm } from './ticket-form';

const formLimits = { maxFiles: TICKET_MAX_FILES, maxFileBytes: TICKET_FILE_MAX_BYTES };
/** Each reply may carry 30 MB of images: far fewer per minute than the global limit allows. */
const uploadRateLimit = perMinute(20);

/** A multipart form's flag arrives as text; `true`/`false` become the boolean the schema checks, anything else fails it. */
function staffReplyFields(fields: Record<string, unknown>) {
  const flag = fields.is_internal;
  return flag === 'true' || flag === 'false' ? { ...fields, is_internal: flag === 'true' } : fields;
}

const inboxQuery = pageQuery.extend({
  filter: z.enum(ticketInboxFilters).default('all'),
  status: z.enum(ticketStatuses).optional(),
});

/** The support inbox, /api/admin/tickets*: support staff and superadmins; every change is audited. */
export const adminTicketRoutes = staffRoutes('admin: tickets', 'tickets.manage', async (staff, app) => {
  await app.register(multipart, uploadLimits({ maxFileBytes: TICKET_FILE_MAX_BYTES, maxFiles: TICKET_MAX_FILES }));
  staff.read(
    ticketPaths.adminTickets,
    'Inbox: filter all|open|mine|unassigned|unread, optional status; unread first, then latest message',
    {
      query: inboxQuery,
      response: page(adminTicketSummarySchema),
      run: (query, _id, request) =>
        listInbox(
          app.deps,
          { filter: query.filter, status: query.status, staffId: staffOf(request).staffId },
          query.page,
        ),
    },
  );

  staff.read(ticketPaths.adminTicket.route, 'One ticket with replies and internal notes; marks it read for staff', {
    response: adminTicketThreadSchema,
    run: (_query, id) => readStaffTicket(app.deps, id),
  });

  app.post(
    ticketPaths.adminReply.route,
    {
      onRequest: staff.guard(),
      config: { rateLimit: uploadRateLimit },
      schema: {
        ...staff.docs(
          'Reply to the member, or add an internal note (is_internal); audited',
          'application/json (content, is_internal, status), or multipart/form-data with those text fields and up ' +
            'to 3 image files (JPG/PNG by content, ≤ 10 MB each; an internal note’s images stay with staff). ' +
            'FILE_TYPE_NOT_ALLOWED (415), FILE_TOO_LARGE (413), TOO_MANY_FILES (413), IMAGE_UNREADABLE (422).',
        ),
        consumes: ['multipart/form-data', 'application/json'],
        params: idParam,
        response: {
          200: envelopeOf(adminTicketThreadSchema),
          ...staffErrors,
          413: errorEnvelope,
          415: errorEnvelope,
        },
      },
    },
    async (request) => {
      const form = await readForm(request, formLimits);
      const input = parseFields(staffReplyInput, staffReplyFields(form.fields));
      return ok(await replyAsStaff(app.deps, BigInt(request.params.id), input, auditActorOf(request), form.images));
    },
  );

  staff.action(
    ticketPaths.adminAssign.route,
    'Assign to a support staff member (staff_id) or unassign (null); audited',
    {
      body: assignTicketInput,
      response: adminTicketThreadSchema,
      run: (id, body, actor) =>
        assignTicket(app.deps, id, body.staff_id === null ? null : BigInt(body.staff_id), actor),
    },
  );

  staff.action(ticketPaths.adminStatus.route, 'Set the status (open, pending, resolved, closed); audited', {
    body: ticketStatusInput,
    response: adminTicketThreadSchema,
    run: (id, body, actor) => setTicketStatus(app.deps, id, body.status, actor),
  });

  app.get(
    ticketPaths.adminAttachment.route,
    {
      onRequest: staff.guard(),
      schema: { ...staff.docs('An attachment’s image bytes'), params: idParam, response: staffErrors },
    },
    async (request, reply) =>
      sendPrivateImage(reply, await readAttachment(app.deps, BigInt(request.params.id), { staff: true }), {
        sandboxed: true,
      }),
  );

  staff.read(ticketPaths.adminCanned, 'Canned replies, optionally of one language', {
    query: z.object({ language: z.enum(languages, { error: 'invalid' }).optional() }),
    response: z.array(cannedReplySchema),
    run: (query) => listCannedReplies(app.deps, query.language),
  });

  staff.action(ticketPaths.adminCanned, 'Add a canned reply; audited', {
    body: cannedReplyInput,
    response: cannedReplySchema,
    run: (_id, body, actor) => createCannedReply(app.deps, body, actor),
  });

  staff.action(ticketPaths.adminCannedOne.route, 'Edit a canned reply; audited', {
    method: 'PUT',
    body: cannedReplyInput,
    response: cannedReplySchema,
    run: (id, body, actor) => editCannedReply(app.deps, id, body, actor),
  });

  staff.action(ticketPaths.adminCannedOne.route, 'Delete a canned reply; audited', {
    method: 'DELETE',
    response: z.object({ id: z.string() }),
    run: (id, _body, actor) => removeCannedReply(app.deps, id, actor),
  });
});
