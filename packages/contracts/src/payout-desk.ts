import { z } from 'zod';
import { paramPath } from './paths';
import { reasonField, requiredText } from './fields';

/**
 * Where fiat deposits are paid to, and the back office's view of a member's payout bindings
 * (docs/decisions/019-payouts-and-fiat-payees.md).
 */
export const payoutDeskPaths = {
  fiatPayees: '/api/admin/finance/fiat-payees',
  memberPayout: paramPath('/api/admin/members/:id/payout'),
  memberPayoutReset: paramPath('/api/admin/members/:id/payout/reset'),
} as const;

/** A bound bank account as the member and staff read it. */
export const boundBankSchema = z.object({
  bank_country: z.string(),
  bank_name: z.string(),
  account_holder: z.string(),
  account_number: z.string(),
  branch: z.string(),
  swift: z.string(),
});

/** A currency by its ISO 4217 code (MYR, SGD, …): what a country's fiat deposits are paid in, and their payee's key. */
export const currencyField = z
  .string({ error: 'required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'invalid');

/**
 * The platform's bank account for one currency, as staff set it and the deposit page shows it to members
 * of every country paying in that currency (decision 027).
 */
export const fiatPayeeInput = z.object({
  currency: currencyField,
  bank_name: requiredText(100),
  account_name: requiredText(100),
  account_number: requiredText(40),
  branch: z.string().trim().max(100, 'tooLong').default(''),
  notes: z.string().trim().max(300, 'tooLong').default(''),
});
export type FiatPayeeInput = z.input<typeof fiatPayeeInput>;

export const fiatPayeeSchema = z.object({
  currency: z.string(),
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  branch: z.string(),
  notes: z.string(),
});
export type FiatPayee = z.infer<typeof fiatPayeeSchema>;

/** The fiat amount a member transfers for `units` whole USDT at a country's buy rate, two decimals, rounded up. */
export function fiatAmountOf(units: bigint, buyRate: string): string | null {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(buyRate.trim());
  if (!match) return null;
  const rateMicro = BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
  const cents = (units * rateMicro + 9_999n) / 10_000n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

export const payoutKinds = ['address', 'bank'] as const;
export type PayoutKind = (typeof payoutKinds)[number];

export const payoutResetInput = z.object({
  kind: z.enum(payoutKinds, { error: 'invalid' }),
  reason: reasonField,
});
export type PayoutResetInput = z.input<typeof payoutResetInput>;

/** A member's payout bindings as staff see them. */
export const memberPayoutSchema = z.object({
  address: z
    .object({
      address: z.string(),
      network: z.literal('BEP20'),
      bound_at: z.string(),
      changed_at: z.string().nullable(),
    })
    .nullable(),
  bank: boundBankSchema
    .extend({
      bound_at: z.string(),
      changed_at: z.string().nullable(),
    })
    .nullable(),
  withdraw_held_until: z.string().nullable(),
});
export type MemberPayout = z.infer<typeof memberPayoutSchema>;
