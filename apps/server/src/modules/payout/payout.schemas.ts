import type { BankInfo } from '@tandem/contracts';
import { z } from 'zod';

export const bankInfoSchema = z.object({
  bank: z
    .object({
      bank_country: z.string(),
      bank_name: z.string(),
      account_holder: z.string(),
      account_number: z.string(),
      branch: z.string(),
      swift: z.string(),
    })
    .nullable(),
  address: z.string().nullable().describe('the bound BEP-20 payout address'),
  is_bank_bound: z.boolean(),
  is_address_bound: z.boolean(),
}) satisfies z.ZodType<BankInfo>;
