import { ticketCategories, ticketRefTypes, ticketStatuses } from '@tandem/contracts';
import { z } from 'zod';

/** Response schemas of the ticket calls, for OpenAPI and for checking what leaves the server. */
export const attachmentSchema = z.object({
  id: z.string(),
  mime: z.string(),
  size_bytes: z.number(),
  original_name: z.string(),
  url: z.string(),
});

export const ticketSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(ticketCategories),
  status: z.enum(ticketStatuses),
  user_read: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  last_message_at: z.string(),
});

const messageSchema = z.object({
  id: z.string(),
  author: z.enum(['member', 'staff']),
  content: z.string(),
  created_at: z.string(),
  attachments: z.array(attachmentSchema),
});

const threadFields = {
  content: z.string(),
  ref_type: z.enum(ticketRefTypes).nullable(),
  ref_id: z.string().nullable(),
  attachments: z.array(attachmentSchema),
};

export const ticketThreadSchema = ticketSummarySchema.extend({ ...threadFields, replies: z.array(messageSchema) });

export const adminTicketSummarySchema = ticketSummarySchema.extend({
  member_id: z.string(),
  member_username: z.string(),
  assigned_staff_id: z.string().nullable(),
  assigned_staff_username: z.string().nullable(),
  staff_read: z.boolean(),
  first_response_at: z.string().nullable(),
  first_response_seconds: z.number().nullable(),
});

export const adminTicketThreadSchema = adminTicketSummarySchema.extend({
  ...threadFields,
  member_language: z.string(),
  replies: z.array(messageSchema.extend({ staff_username: z.string().nullable(), is_internal: z.boolean() })),
});

export const cannedReplySchema = z.object({
  id: z.string(),
  language: z.string(),
  title: z.string(),
  content: z.string(),
  updated_at: z.string(),
});
