import { describe, expect, it } from 'vitest';
import { approveAndStake, makeFinal, reportStake, useStakingChain, walletMember } from './contract-staking.testing';

/**
 * Parallel reports of one stake transaction on PostgreSQL (real concurrent sessions): the unique key
 * (chain id, tx hash, log index) lets exactly one insert through; the others are told it is recorded.
 */
const app = useStakingChain();

describe('on-chain stake reports racing on PostgreSQL', () => {
  it('eight reports of one transaction at once: one record, seven CHAIN_STAKE_RECORDED', async () => {
    const { t, chain } = app;
    const member = await walletMember(t, 1);
    const hash = await approveAndStake(chain.context.alice, chain.context, 500, 'fixed360Days');
    await makeFinal(chain);

    const answers = await Promise.all(Array.from({ length: 8 }, () => reportStake(t, member.token, hash)));
    const messages = answers.map((a) => a.json().message).sort();
    expect(messages).toEqual([...Array<string>(7).fill('CHAIN_STAKE_RECORDED'), 'OK']);
    const rows = await t.db.selectFrom('contract_stakes').select(['amount', 'tx_hash']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tx_hash).toBe(hash.toLowerCase());
  });
});
