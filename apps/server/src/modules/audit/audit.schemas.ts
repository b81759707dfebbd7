import { z } from 'zod';

/** One row of the audit log as the back office reads it (the log itself and a member's recent entries). */
export const auditEntrySchema = z.object({
  id: z.string(),
  staff_id: z.string().nullable(),
  staff_username: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  request_id: z.string().nullable(),
  created_at: z.string(),
});
