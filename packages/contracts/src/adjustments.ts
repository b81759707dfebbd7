import { z } from 'zod';
import { reasonField } from './fields';
import { paramPath } from './paths';
import { moneyString } from './money';
import { pagedQuery } from './page';
import { depositAmountField } from './money-desk';
import { walletNames } from './wallet';

/** Manual balance adjustments: one staff member asks, a different one approves (maker-checker). */
export const adjustmentPaths = {
  list: '/api/admin/finance/adjustments',
  approve: paramPath('/api/admin/finance/adjustments/:id/approve'),
  reject: paramPath('/api/admin/finance/adjustments/:id/reject'),
} as const;

export const adjustmentDirections = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof adjustmentDirections)[number];
export const adjustmentStatuses = ['pending', 'approved', 'rejected'] as const;
export type AdjustmentStatus = (typeof adjustmentStatuses)[number];

export const adjustmentRequestInput = z.object({
  member_id: z
    .union([z.string(), z.number()], { error: 'required' })
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .min(1, 'required')
        .regex(/^[1-9]\d{0,17}$/, 'invalid'),
    ),
  wallet: z.enum(walletNames, { error: 'invalid' }),
  direction: z.enum(adjustmentDirections, { error: 'invalid' }),
  /** Positive, at most six decimals; the server parses it with parseMoneyToMicro. */
  amount: depositAmountField,
  reason: reasonField,
});
export type AdjustmentRequestInput = z.input<typeof adjustmentRequestInput>;

export const adjustmentQueueQuery = pagedQuery({
  status: z.enum(adjustmentStatuses, { error: 'invalid' }).default('pending'),
});

export const adjustmentRecordSchema = z.object({
  id: z.string(),
  member_id: z.string(),
  username: z.string(),
  wallet: z.enum(walletNames),
  direction: z.enum(adjustmentDirections),
  amount: moneyString,
  reason: z.string(),
  status: z.enum(adjustmentStatuses),
  requested_by: z.string().describe('username of the staff member who asked (the maker)'),
  requested_by_staff_id: z.string(),
  created_at: z.string(),
  decided_by: z.string().nullable().describe('username of the staff member who approved or rejected'),
  decided_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
  journal_id: z.string().nullable(),
});
export type AdjustmentRecord = z.infer<typeof adjustmentRecordSchema>;
