import { z } from 'zod';

/**
 * On-chain stakes (issue 11; docs/decisions/009-on-chain-stakes.md): the member stakes through the
 * staking contract from the wallet linked to the account and reports the transaction; the server reads
 * the receipt and the Staked event and records the stake. Amounts are whole tokens as decimal strings
 * (the token has 18 decimals, `formatUnits`), never the platform's micro-units: they are the
 * contract's, not the ledger's.
 */
export const txHashField = z
  .string({ error: 'required' })
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, { error: 'invalid' })
  .transform((hash) => hash.toLowerCase() as `0x${string}`);

export const contractStakingInput = z.object({ tx_hash: txHashField });
export type ContractStakingInput = z.input<typeof contractStakingInput>;

/** Staking.sol's `stakingType`: 0 flexible, 1 fixed 180 days, 2 fixed 360 days. */
export const contractStakingTypes = ['flexible', 'fixed_180', 'fixed_360'] as const;
export type ContractStakingType = (typeof contractStakingTypes)[number];

/** The chain the on-chain page works with; `configured: false` when the server has none. */
export const contractInfoSchema = z.union([
  z.object({ configured: z.literal(false) }),
  z.object({
    configured: z.literal(true),
    chain_id: z.number(),
    staking_contract: z.templateLiteral(['0x', z.string()]),
    token_contract: z.templateLiteral(['0x', z.string()]),
  }),
]);
export type ContractInfo = z.infer<typeof contractInfoSchema>;

/** One stake recorded from the chain, as the server verified it. */
export const contractStakeSchema = z.object({
  id: z.string(),
  chain_id: z.number(),
  tx_hash: z.string(),
  log_index: z.number(),
  block_number: z.string(),
  wallet_address: z.string(),
  /** The stake's index in the contract's `getStakes(wallet)`. */
  stake_index: z.string(),
  amount: z.string().describe('whole tokens (18 decimals), decimal string'),
  staking_type: z.enum(contractStakingTypes),
  start_time: z.string(),
  end_time: z.string(),
  recorded_at: z.string(),
});
export type ContractStake = z.infer<typeof contractStakeSchema>;
