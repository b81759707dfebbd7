import { z } from 'zod';
import { languages } from './languages';
import { requiredText } from './fields';

/**
 * Support tickets: a member opens one (title, category, content, up to three JPG/PNG images),
 * staff and member reply in a thread; each side has an unread flag for the other's messages.
 * Attachments are private: only the ticket's member and support staff may fetch them.
 */
export const ticketCategories = ['deposit', 'withdraw', 'system', 'function', 'other'] as const;
export type TicketCategory = (typeof ticketCategories)[number];

/** open: waiting for staff; pending: waiting for the member; resolved; closed (no more replies). */
export const ticketStatuses = ['open', 'pending', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const ticketRefTypes = ['deposit', 'withdrawal', 'stake'] as const;
export type TicketRefType = (typeof ticketRefTypes)[number];

export const TICKET_TITLE_MAX = 100;
export const TICKET_CONTENT_MAX = 2000;
export const TICKET_MAX_FILES = 3;
export const TICKET_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const TICKET_PAGE_SIZE = 10;
export const CANNED_TITLE_MAX = 100;

// In a module of their own (no zod), so the member header's unread check does not load zod.
export { ticketPaths } from './ticket-paths';

const idText = z.string().regex(/^[1-9]\d{0,17}$/, 'invalid');

/** The text fields of create-ticket (multipart form fields, or JSON without images). */
export const createTicketInput = z
  .object({
    title: requiredText(TICKET_TITLE_MAX),
    category: z.enum(ticketCategories, { error: 'required' }),
    content: requiredText(TICKET_CONTENT_MAX),
    ref_type: z.enum(ticketRefTypes, { error: 'invalid' }).optional(),
    ref_id: idText.optional(),
  })
  .refine((v) => (v.ref_type === undefined) === (v.ref_id === undefined), { message: 'required', path: ['ref_id'] });
export type CreateTicketInput = z.infer<typeof createTicketInput>;

export const replyTicketInput = z.object({ id: idText, content: requiredText(TICKET_CONTENT_MAX) });
export type ReplyTicketInput = z.infer<typeof replyTicketInput>;

export const staffReplyInput = z.object({
  content: requiredText(TICKET_CONTENT_MAX),
  /** A note for staff only; never shown to the member and does not change the unread flags. */
  is_internal: z.boolean().default(false),
  /** Status after the reply; a public reply defaults to pending (waiting for the member). */
  status: z.enum(ticketStatuses).optional(),
});
export type StaffReplyInput = z.infer<typeof staffReplyInput>;

export const assignTicketInput = z.object({ staff_id: idText.nullable() });
export const ticketStatusInput = z.object({ status: z.enum(ticketStatuses) });

export const ticketInboxFilters = ['all', 'open', 'mine', 'unassigned', 'unread'] as const;
export type TicketInboxFilter = (typeof ticketInboxFilters)[number];

export const cannedReplyInput = z.object({
  language: z.enum(languages, { error: 'invalid' }),
  title: requiredText(CANNED_TITLE_MAX),
  content: requiredText(TICKET_CONTENT_MAX),
});
export type CannedReplyInput = z.infer<typeof cannedReplyInput>;

// Answers

export const ticketAttachmentSchema = z.object({
  id: z.string(),
  mime: z.string(),
  size_bytes: z.number(),
  original_name: z.string(),
  /** The URL to fetch it with the member's (or staff's) bearer token. */
  url: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(ticketCategories),
  status: z.enum(ticketStatuses),
  /** False while a staff reply is unseen by the member. */
  user_read: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  last_message_at: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['member', 'staff']),
  content: z.string(),
  created_at: z.string(),
  attachments: z.array(ticketAttachmentSchema),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** What a thread adds to its summary, for the member and for staff alike. */
const threadFields = {
  content: z.string(),
  ref_type: z.enum(ticketRefTypes).nullable(),
  ref_id: z.string().nullable(),
  attachments: z.array(ticketAttachmentSchema),
};

export const ticketThreadSchema = ticketSummarySchema.extend({
  ...threadFields,
  replies: z.array(ticketMessageSchema),
});
export type TicketThread = z.infer<typeof ticketThreadSchema>;

export const adminTicketSummarySchema = ticketSummarySchema.extend({
  member_id: z.string(),
  member_username: z.string(),
  assigned_staff_id: z.string().nullable(),
  assigned_staff_username: z.string().nullable(),
  /** False while a member message is unseen by staff. */
  staff_read: z.boolean(),
  first_response_at: z.string().nullable(),
  /** Seconds from creation to the first staff reply; null until then. */
  first_response_seconds: z.number().nullable(),
});
export type AdminTicketSummary = z.infer<typeof adminTicketSummarySchema>;

export const adminTicketMessageSchema = ticketMessageSchema.extend({
  staff_username: z.string().nullable(),
  is_internal: z.boolean(),
});
export type AdminTicketMessage = z.infer<typeof adminTicketMessageSchema>;

export const adminTicketThreadSchema = adminTicketSummarySchema.extend({
  ...threadFields,
  member_language: z.string(),
  replies: z.array(adminTicketMessageSchema),
});
export type AdminTicketThread = z.infer<typeof adminTicketThreadSchema>;

export const cannedReplySchema = z.object({
  id: z.string(),
  language: z.string(),
  title: z.string(),
  content: z.string(),
  updated_at: z.string(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;
