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
import { staffPlugin, staffRead } from '../../plugins/staff-read';
import { staffAction } from '../../plugins/staff-action';
import { requireStaff, staffOf } from '../../plugins/staff-auth';
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
export const adminTicketRoutes = staffPlugin('admin: tickets', async (app, docs) => {
  const guard = requireStaff({ permission: 'tickets.manage' });

  staffRead(app, {
    url: ticketPaths.adminTickets,
    guard,
    docs: docs('Inbox: filter all|open|mine|unassigned|unread, optional status; unread first, then latest message'),
    query: inboxQuery,
    response: page(adminTicketSummarySchema),
    run: (query, _id, request) =>
      listInbox(
        app.deps,
        { filter: query.filter, status: query.status, staffId: staffOf(request).staffId },
        query.page,
      ),
  });

  staffRead(app, {
    url: ticketPaths.adminTicket.route,
    guard,
    docs: docs('One ticket with replies and internal notes; marks it read for staff'),
    response: adminTicketThreadSchema,
    run: (_query, id) => readStaffTicket(app.deps, id),
  });

  staffAction(app, {
    url: ticketPaths.adminReply.route,
    guard,
    docs: docs('Reply to the member, or add an internal note (is_internal); audited'),
    body: staffReplyInput,
    response: adminTicketThreadSchema,
    run: (id, body, actor) => replyAsStaff(app.deps, id, body, actor),
  });

  staffAction(app, {
    url: ticketPaths.adminAssign.route,
    guard,
    docs: docs('Assign to a support staff member (staff_id) or unassign (null); audited'),
    body: assignTicketInput,
    response: adminTicketThreadSchema,
    run: (id, body, actor) => assignTicket(app.deps, id, body.staff_id === null ? null : BigInt(body.staff_id), actor),
  });

  staffAction(app, {
    url: ticketPaths.adminStatus.route,
    guard,
    docs: docs('Set the status (open, pending, resolved, closed); audited'),
    body: ticketStatusInput,
    response: adminTicketThreadSchema,
    run: (id, body, actor) => setTicketStatus(app.deps, id, body.status, actor),
  });

  app.get(
    ticketPaths.adminAttachment.route,
    {
      onRequest: guard,
      schema: { ...docs('An attachment’s image bytes'), params: idParam, response: staffErrors },
    },
    async (request, reply) =>
      sendPrivateImage(reply, await readAttachment(app.deps, BigInt(request.params.id), { staff: true }), {
        sandboxed: true,
      }),
  );

  staffRead(app, {
    url: ticketPaths.adminCanned,
    guard,
    docs: docs('Canned replies, optionally of one language'),
    query: z.object({ language: z.enum(languages, { error: 'invalid' }).optional() }),
    response: z.array(cannedReplySchema),
    run: (query) => listCannedReplies(app.deps, query.language),
  });

  staffAction(app, {
    url: ticketPaths.adminCanned,
    guard,
    docs: docs('Add a canned reply; audited'),
    body: cannedReplyInput,
    response: cannedReplySchema,
    run: (_id, body, actor) => createCannedReply(app.deps, body, actor),
  });

  staffAction(app, {
    method: 'PUT',
    url: ticketPaths.adminCannedOne.route,
    guard,
    docs: docs('Edit a canned reply; audited'),
    body: cannedReplyInput,
    response: cannedReplySchema,
    run: (id, body, actor) => editCannedReply(app.deps, id, body, actor),
  });

  staffAction(app, {
    method: 'DELETE',
    url: ticketPaths.adminCannedOne.route,
    guard,
    docs: docs('Delete a canned reply; audited'),
    response: z.object({ id: z.string() }),
    run: (id, _body, actor) => removeCannedReply(app.deps, id, actor),
  });
});
