import { paramPath } from './paths';

/** Calls beyond the three in `paths.ticket`, and the back office ones. */
export const ticketPaths = {
  reply: '/api/ticket/reply-ticket',
  attachment: paramPath('/api/ticket/attachment/:id'),
  latestUnread: '/api/ticket/unread',
  adminTickets: '/api/admin/tickets',
  adminTicket: paramPath('/api/admin/tickets/:id'),
  adminReply: paramPath('/api/admin/tickets/:id/reply'),
  adminAssign: paramPath('/api/admin/tickets/:id/assign'),
  adminStatus: paramPath('/api/admin/tickets/:id/status'),
  adminAttachment: paramPath('/api/admin/ticket-attachments/:id'),
  adminCanned: '/api/admin/canned-replies',
  adminCannedOne: paramPath('/api/admin/canned-replies/:id'),
} as const;
