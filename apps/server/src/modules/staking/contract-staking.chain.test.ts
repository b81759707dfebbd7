import { stakingPaths } from '@tandem/contracts';
import { stakingAbi } from '@tandem/chain';
import { STAKING_TYPE, deployContracts, tokens } from '@tandem/chain/deploy';
import { describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/audit';
import { buildTestApp } from '../../test/build-test-app';
import { call, expectRefusal, okData } from '../../test/http';
import { createLoggedInMember } from '../../test/factories';
import {
  GAS_LIMIT,
  approveAndStake,
  makeFinal,
  reportStake,
  useStakingChain,
  walletMember,
} from './contract-staking.testing';

/**
 * api/staking/contractStaking on a local anvil: the member stakes on chain from the linked wallet and
 * reports the hash; the server reads everything from the receipt and records the stake once.
 */
const app = useStakingChain();
const { chain } = app;

describe('on-chain stakes reported by their transaction', () => {
  it('records a final stake of the linked wallet from its event, shows it in stakingInfo, and only once', async () => {
    const { t } = app;
    const member = await walletMember(t, 1);
    const hash = await approveAndStake(chain.context.alice, chain.context, 250, 'fixed180Days');

    const early = await reportStake(t, member.token, hash);
    expect(early.json().message, early.body).toBe('CHAIN_TX_NOT_FINAL');

    await makeFinal(chain);
    // Upper-case hex is the same transaction: the key cannot be dodged by letter case.
    const recorded = await reportStake(t, member.token, hash.toUpperCase().replace('0X', '0x'));
    const [stake] = okData(recorded).contract_stakes;
    expect(stake).toMatchObject({
      chain_id: 97,
      tx_hash: hash.toLowerCase(),
      wallet_address: chain.context.alice.walletClient.account.address,
      stake_index: '0',
      amount: '250',
      staking_type: 'fixed_180',
    });
    const days = (Date.parse(stake.end_time) - Date.parse(stake.start_time)) / 86_400_000;
    expect(days).toBe(180);

    const replay = await reportStake(t, member.token, hash);
    expectRefusal(replay, 409, 'CHAIN_STAKE_RECORDED');
    expect(await countContractStakes(t, BigInt(member.user.id))).toBe(1);

    const info = await call(t, 'GET', stakingPaths.stakingInfo, undefined, { token: member.token });
    expect(info.json().data.contract_stakes).toEqual([stake]);
    // Decision 009: an on-chain stake is not platform principal: no ledger posting, no live stake.
    expect(info.json().data.live_count).toBe(0);
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it("refuses another wallet's stake, another contract's, a failed one and an unknown hash", async () => {
    const { t } = app;
    const member = await walletMember(t, 1);
    const recordedBefore = await countContractStakes(t, BigInt(member.user.id));

    const bobs = await approveAndStake(chain.context.bob, chain.context, 100, 'flexible');
    // The same event from a second staking contract: right event, wrong address.
    const other = await deployContracts(chain.context.owner, { token: chain.context.token.address });
    const elsewhere = await approveAndStake(
      chain.context.alice,
      { token: chain.context.token, staking: { address: other.staking, abi: stakingAbi } },
      100,
    );
    // Below the minimum: mined with the spec's gas limit, reverted on chain.
    const failedHash = await chain.context.alice.walletClient.writeContract({
      ...chain.context.staking,
      functionName: 'stake',
      args: [tokens(1), STAKING_TYPE.fixed360Days, 0n],
      gas: GAS_LIMIT,
    });
    const failed = await chain.context.alice.publicClient.waitForTransactionReceipt({ hash: failedHash });
    expect(failed.status).toBe('reverted');
    await makeFinal(chain);

    const codes = async (hash: string) => (await reportStake(t, member.token, hash)).json().message;
    expect(await codes(bobs)).toBe('CHAIN_TX_WRONG_WALLET');
    expect(await codes(elsewhere)).toBe('CHAIN_TX_WRONG_CONTRACT');
    expect(await codes(failedHash)).toBe('CHAIN_TX_FAILED');
    expect(await codes(`0x${'ab'.repeat(32)}`)).toBe('CHAIN_TX_NOT_FOUND');
    expect((await reportStake(t, member.token, '0x1234')).json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { fields: { tx_hash: 'invalid' } },
    });
    expect(await countContractStakes(t, BigInt(member.user.id))).toBe(recordedBefore);
  });

  it('a member without a linked wallet gets WALLET_NOT_LINKED; contractInfo names the chain', async () => {
    const { t } = app;
    const member = await createLoggedInMember(t);
    const hash = await approveAndStake(chain.context.bob, chain.context, 40, 'fixed360Days');
    await makeFinal(chain);
    expect((await reportStake(t, member.token, hash)).json().message).toBe('WALLET_NOT_LINKED');
    const info = await call(t, 'GET', stakingPaths.contractInfo, undefined, { token: member.token });
    expect(info.json().data).toEqual({
      configured: true,
      chain_id: 97,
      staking_contract: chain.context.staking.address,
      token_contract: chain.context.token.address,
    });
  });
});

describe('with no chain configured', () => {
  it('says so: contractInfo configured false, contractStaking CHAIN_NOT_CONFIGURED', async () => {
    const t = await buildTestApp();
    try {
      const member = await createLoggedInMember(t);
      const info = await call(t, 'GET', stakingPaths.contractInfo, undefined, { token: member.token });
      expect(info.json().data).toEqual({ configured: false });
      const res = await reportStake(t, member.token, `0x${'cd'.repeat(32)}`);
      expect(res.json().message).toBe('CHAIN_NOT_CONFIGURED');
    } finally {
      await t.close();
    }
  });
});

async function countContractStakes(t: typeof app.t, memberId: bigint) {
  const rows = await t.db.selectFrom('contract_stakes').select('id').where('member_id', '=', memberId).execute();
  return rows.length;
}
