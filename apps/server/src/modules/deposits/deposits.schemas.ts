import {
  type BoDepositRecord,
  type DepositRecord,
  depositNetworks,
  depositStatuses,
  depositTypes,
} from '@tandem/contracts';
import { z } from 'zod';
import { pageOf } from '../../lib/envelope';
import { moneyString as money } from '@tandem/contracts';
import type { DepositOptions } from './deposits.service';

export const depositRecordSchema = z.object({
  id: z.string(),
  deposit_type: z.enum(depositTypes),
  network: z.enum(depositNetworks).nullable(),
  address: z.string().nullable().describe('the platform address the member sent to (crypto)'),
  tx_hash: z.string().nullable(),
  payer_name: z.string().nullable(),
  reference_number: z.string().nullable(),
  has_screenshot: z.boolean(),
  amount: money.describe('the amount the member stated'),
  credited_amount: money.nullable().describe('what was credited to point1 once approved'),
  status: z.enum(depositStatuses),
  reject_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
}) satisfies z.ZodType<DepositRecord>;

export const depositRecordPageSchema = pageOf(depositRecordSchema);

export const boDepositRecordSchema = z.object({
  id: z.string(),
  wallet: z.string(),
  type: z.string().describe('deposit or adjustment'),
  amount: money,
  created_at: z.string(),
}) satisfies z.ZodType<BoDepositRecord>;

export const depositOptionsSchema = z.object({
  networks: z.array(z.object({ network: z.enum(depositNetworks), address: z.string() })),
  fiat: z.object({
    open: z.string(),
    close: z.string(),
    time_zone: z.string(),
    is_open_now: z.boolean(),
  }),
}) satisfies z.ZodType<DepositOptions>;

export const adminDepositRowSchema = depositRecordSchema.extend({
  member_id: z.string(),
  username: z.string(),
  fullname: z.string().nullable(),
  age_seconds: z.number().int(),
});
