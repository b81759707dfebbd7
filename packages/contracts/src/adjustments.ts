import { z } from 'zod';
import { reasonField } from './fields';
import { paramPath } from './paths';
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

export const adjustmentQueueQuery = z.object({
  status: z.enum(adjustmentStatuses, { error: 'invalid' }).default('pending'),
  page: z.coerce.number().int('invalid').min(1, 'invalid').max(100_000, 'invalid').default(1),
});

export const adjustmentRejectInput = z.object({ reason: reasonField });

export interface AdjustmentRecord {
  id: string;
  member_id: string;
  username: string;
  wallet: (typeof walletNames)[number];
  direction: AdjustmentDirection;
  amount: string;
  reason: string;
  status: AdjustmentStatus;
  requested_by: string;
  requested_by_staff_id: string;
  created_at: string;
  decided_by: string | null;
  decided_at: string | null;
  reject_reason: string | null;
  journal_id: string | null;
}
