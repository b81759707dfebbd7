import {
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
import { pageQuery } from '../../lib/envelope';
import { sendPrivateImage } from '../../lib/private-image';
import { staffErrors } from '../../lib/route-docs';
import { idParam } from '../../lib/route-params';
import { staffOf } from '../../plugins/staff-auth';
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

const inboxQuery = pageQuery.extend({
  filter: z.enum(ticketInboxFilters).default('all'),
  status: z.enum(ticketStatuses).optional(),
});

/** The support inbox, /api/admin/tickets*: support staff and superadmins; every change is audited. */
export const adminTicketRoutes = staffRoutes('admin: tickets', 'tickets.manage', (staff, app) => {
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

  staff.action(ticketPaths.adminReply.route, 'Reply to the member, or add an internal note (is_internal); audited', {
    body: staffReplyInput,
    response: adminTicketThreadSchema,
    run: (id, body, actor) => replyAsStaff(app.deps, id, body, actor),
  });

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
